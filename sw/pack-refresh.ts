// Keeps a saved ride pack bootable across app updates. A pack page's HTML names the hashed chunks and
// styles of the build that rendered it; the pack cache keeps those files too, so an old page still
// boots offline with its own files. On the next page hello after an update (the rider is online),
// each pack page whose files are no longer the app's current ones is fetched again with the files
// its new HTML names, so the pack follows the app. Pure (dependencies injected):
// tests/unit/sw/pack-refresh.test.ts.
import { isStorablePage, stampedCopy } from './page-cache.ts';
import { shellReferences } from './precache-plan.ts';
import { RIDE_PACK_HEADER } from './routes.ts';
import { pageModulesIn } from '../src/lib/page-modules.ts';

/** Files a page's HTML loads that a pack keeps beside it (scripts, styles, translations). */
const BUILD_FILE = /^assets\//;

/** True for a GET of a build file the pack may hold (not the pack's own download, which goes to the network). */
export function isPackFile(request: { method: string; headers: { has(name: string): boolean } }, url: URL): boolean {
  return request.method === 'GET' && BUILD_FILE.test(url.pathname.slice(1)) && !request.headers.has(RIDE_PACK_HEADER);
}

/** The build files (absolute URLs) a page's HTML names: what it links and the modules it lists. */
export function pageBuildFiles(html: string, origin: string): string[] {
  const refs = [...shellReferences(html), ...pageModulesIn(html).map((m) => m.slice(1))];
  return [...new Set(refs)].filter((ref) => BUILD_FILE.test(ref)).map((ref) => new URL(`/${ref}`, origin).href);
}

/** The page's chunks from its `Link: <…>; rel=modulepreload` header (absolute URLs): how pages stored before decision 052 name them. */
export function preloadedChunks(link: string | null, origin: string): string[] {
  return [...(link ?? '').matchAll(/<(\/assets\/[\w.-]+\.js)>;\s*rel=modulepreload/g)].map((m) => new URL(m[1]!, origin).href);
}

/** Every build file a stored page needs: what its HTML names and its preloaded chunks. */
async function filesOf(page: Response, origin: string): Promise<string[]> {
  return [...new Set([...pageBuildFiles(await page.clone().text(), origin), ...preloadedChunks(page.headers.get('link'), origin)])];
}

/** What the refresh needs from the worker: the pack cache, the network and the current precache list. */
export interface PackRefreshDeps {
  /** The pack cache's stored requests' URLs. */
  keys(): Promise<string[]>;
  match(url: string): Promise<Response | undefined>;
  put(url: string, response: Response): Promise<void>;
  /** The network. */
  fetch(request: Request): Promise<Response>;
  /** The app's own stored copy of a build file (the precache), so a file is downloaded only once. */
  stored(url: string): Promise<Response | undefined>;
  /** True when the current app version lists this file (it is one of the new build's). */
  lists(url: string): boolean;
  origin: string;
  /** This app version's identity: the pack is checked once per version. */
  build: string;
  now(): number;
}

/** Key of the note, in the pack cache, of the app version the pack was last brought up to. */
export const PACK_BUILD_KEY = '/__ride-pack-build';

/**
 * Re-fetches the pack pages rendered by an older app version and the files their new HTML loads.
 * Returns how many pages were refreshed. A failed fetch leaves the old page (and its files) in place.
 */
export async function refreshPackPages(deps: PackRefreshDeps): Promise<number> {
  const marked = { [RIDE_PACK_HEADER]: '1' };
  const fetchFile = async (url: string): Promise<void> => {
    if (await deps.match(url)) return;
    const response = (await deps.stored(url)) ?? (await deps.fetch(new Request(url, { headers: marked, credentials: 'same-origin' })));
    if (response.status === 200) await deps.put(url, await stampedCopy(response, deps.now()));
  };
  const marker = new URL(PACK_BUILD_KEY, deps.origin).href;
  if ((await (await deps.match(marker))?.text()) === deps.build) return 0;
  const keys = await deps.keys();
  if (keys.length === 0) return 0;
  let refreshed = 0;
  let failed = false;
  for (const url of keys) {
    const stored = await deps.match(url);
    if (!stored || !/^text\/html\b/i.test(stored.headers.get('content-type') ?? '')) continue;
    const files = await filesOf(stored, deps.origin);
    if (files.every((f) => deps.lists(f))) continue;
    try {
      const response = await deps.fetch(new Request(url, { headers: { ...marked, accept: 'text/html' }, credentials: 'same-origin' }));
      if (!isStorablePage(response)) {
        failed ||= response.status >= 500;
        continue;
      }
      const copy = await stampedCopy(response, deps.now());
      // The new page's files first: a page stored before its files would not boot offline.
      for (const file of await filesOf(copy, deps.origin)) await fetchFile(file);
      await deps.put(url, copy);
      refreshed += 1;
    } catch {
      // Offline again: the old page and its files stay; the next hello tries again.
      failed = true;
    }
  }
  if (!failed) await deps.put(marker, new Response(deps.build, { headers: { 'content-type': 'text/plain' } }));
  return refreshed;
}
