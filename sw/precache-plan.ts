// The precache, split: a small critical list installed at once (what a return visit needs first), the
// rest fetched later with bounded parallelism, or never under data saver. Pure: unit-tested in
// tests/unit/sw/precache-plan.test.ts.

/** A precache manifest entry as vite-plugin-pwa injects it. */
export interface ManifestEntry {
  url: string;
  revision?: string | null;
}

/**
 * Icons a return visit shows in the page at once (the tab's); the home-screen and install icons can
 * wait: the system keeps its own copy of those once the app is installed.
 */
const FIRST_ICONS = /^generated\/(favicon\.svg|favicon-32\.png)$/;

/** Site-relative paths (no leading slash) of the files a shell page loads: scripts, styles, preloads, icons, manifest. */
export function shellReferences(html: string): Set<string> {
  const refs = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/(?!\/)([^"?#]+)"/gi)) refs.add(m[1]!);
  return refs;
}

/** True for the shell pages themselves, which every navigation may fall back to. */
export function isShellPage(url: string): boolean {
  return /^index(-en)?\.html$/.test(url) || /^manifest(-en)?\.webmanifest$/.test(url);
}

/**
 * Splits the manifest: `critical` = the shell pages and manifests, what they load (entry scripts, the
 * shell's CSS and translations) and the first icons; `later` = the rest (route chunks, their CSS, the
 * other translations, the large icons), styles and translations first since they are small and every
 * page needs some.
 */
export function splitManifest<E extends ManifestEntry>(entries: readonly E[], shellRefs: ReadonlySet<string>): { critical: E[]; later: E[] } {
  const critical: E[] = [];
  const later: E[] = [];
  for (const entry of entries) {
    const url = entry.url.replace(/^\//, '');
    (isShellPage(url) || shellRefs.has(url) || FIRST_ICONS.test(url) ? critical : later).push(entry);
  }
  const rank = (e: ManifestEntry) => (/\.css$/.test(e.url) ? 0 : /\.json$/.test(e.url) ? 1 : /\.js$/.test(e.url) ? 2 : 3);
  later.sort((a, b) => rank(a) - rank(b));
  return { critical, later };
}

/** Runs `task` over `items`, at most `limit` at a time; rejects with the first failure after all started ones settle. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        if (!failed) failure = error;
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failed) throw failure;
}

/** Why storing the offline copy failed, in the words the page shows. */
export type PrecacheFailure = 'quota' | 'storage' | 'network';

/** Classifies an error from fetching or storing a precache entry. */
export function failureReason(error: unknown): PrecacheFailure {
  const name = error && typeof error === 'object' ? String((error as { name?: unknown }).name) : '';
  if (name === 'QuotaExceededError') return 'quota';
  if (name === 'SecurityError' || name === 'InvalidStateError' || name === 'UnknownError') return 'storage';
  return 'network';
}

/** The same-origin site-relative asset paths among URLs the page reports it loaded. */
export function pageAssetPaths(urls: readonly unknown[], origin: string): string[] {
  const paths = new Set<string>();
  for (const raw of urls.slice(0, 400)) {
    if (typeof raw !== 'string') continue;
    try {
      const u = new URL(raw, origin);
      if (u.origin === origin) paths.add(u.pathname.replace(/^\//, ''));
    } catch {
      /* not a URL: ignored */
    }
  }
  return [...paths];
}
