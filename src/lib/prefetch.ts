import { matchPage, type PageName } from '../app/route-table.ts';
import { PAGES } from '../app/page-list.ts';
import { isConstrainedConnection } from './network.ts';

const started = new Set<PageName>();

/** Image width buckets the artwork server and the layouts are designed around. */
const WIDTH_BUCKETS = [480, 768, 1080, 1440, 1920] as const;

/** True when prefetching is worth it: online and not on 2g or Save-Data. */
export function canPrefetch(nav: Navigator = navigator): boolean {
  return nav.onLine !== false && !isConstrainedConnection(nav);
}

/**
 * Loads a page's code ahead of a likely navigation (by page name or by path, either language).
 * Does nothing on 2g, Save-Data or offline (offline the service worker already holds every chunk),
 * and each page only once. Returns true when it started a load.
 */
export function prefetchRoute(target: PageName | string, nav: Navigator = navigator): boolean {
  const name = target.startsWith('/') ? matchPage(target.split(/[?#]/)[0] ?? '/')?.name : (target as PageName);
  if (!name || started.has(name) || !canPrefetch(nav)) return false;
  started.add(name);
  // A failed prefetch is harmless: the real navigation loads (and reports) it again.
  PAGES[name].load().catch(() => started.delete(name));
  return true;
}

/** Handlers to spread on a link: prefetch its page on hover, focus or touch (the user's intent). */
export function prefetchOnIntent(target: PageName | string): { onMouseEnter: () => void; onFocus: () => void; onTouchStart: () => void } {
  const go = () => void prefetchRoute(target);
  return { onMouseEnter: go, onFocus: go, onTouchStart: go };
}

/**
 * The image width to request for something shown `displayWidth` CSS pixels wide (default: the
 * viewport): device pixels rounded up to a bucket, at most 2x; on 2g or Save-Data 1x capped at 768.
 */
export function preferredImageWidth(
  displayWidth?: number,
  nav: Navigator = navigator,
  dpr: number = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1,
): number {
  const css = displayWidth ?? (typeof window === 'undefined' ? 1080 : window.innerWidth);
  const constrained = isConstrainedConnection(nav);
  const wanted = Math.ceil(css * (constrained ? 1 : Math.min(dpr, 2)));
  const cap = constrained ? 768 : WIDTH_BUCKETS[WIDTH_BUCKETS.length - 1];
  const bucket = WIDTH_BUCKETS.find((w) => w >= wanted) ?? WIDTH_BUCKETS[WIDTH_BUCKETS.length - 1];
  return Math.min(bucket, cap);
}

/** Test hook: forgets which pages were prefetched. */
export function resetPrefetchForTests(): void {
  started.clear();
}
