import { Component, lazy, Suspense, type ReactNode } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '../../../lib/chunk-guard.ts';
import { isConstrainedConnection } from '../../../lib/network.ts';

// The menu panel, phone drawer and country popup are only needed once opened: they load as their
// own chunks (precached by the service worker, so they open offline too) to keep the home page lean.
export const loadMegaMenu = () => import('../../../features/catalog/components/mega-menu/mega-menu.tsx');
const loadDrawer = () => import('./phone-drawer.tsx');
const loadCountryDialog = () => import('./country-dialog.tsx');
// The English navigation's language list: only English pages show it, so Chinese pages never load it.
const loadCountryLinks = () => import('./country-links.tsx');

export const LazyMegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));
export const LazyPhoneDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.PhoneDrawer })));
export const LazyCountryDialog = lazy(() => loadCountryDialog().then((m) => ({ default: m.CountryDialog })));
export const LazyLanguageBadges = lazy(() => loadCountryLinks().then((m) => ({ default: m.LanguageBadges })));

/** Warms the mega-menu chunk (on hover/focus of its trigger, and once the browser is idle). */
export function prefetchMegaMenu(): void {
  void loadMegaMenu().catch(() => undefined);
}

/** Prefetches the mega-menu when the main thread is idle, unless the connection is constrained. */
export function prefetchWhenIdle(): () => void {
  if (isConstrainedConnection()) return () => undefined;
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(prefetchMegaMenu);
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(prefetchMegaMenu, 2000);
  return () => window.clearTimeout(id);
}

/**
 * Renders a lazily loaded part; if its chunk cannot load, the part stays closed (the rest of the
 * page keeps working) and the chunk guard reloads the page at most once a minute.
 */
export class LazyPart extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }
  render() {
    return this.state.failed ? null : <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
