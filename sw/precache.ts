/// <reference lib="webworker" />
// The split precache (decisions in precache-plan.ts): critical entries in parallel on install, the
// page's own files and then the rest after the page says hello, and any listed file the page asks for
// stored on the way through. Workbox's PrecacheController keeps the list, the keys and the clean-up.
import { PrecacheController } from 'workbox-precaching';
import { failureReason, inParallel, pageAssetPaths, shellReferences, splitManifest, type ManifestEntry } from './precache-plan.ts';
import type { WorkerToPage } from './messages.ts';

declare const self: ServiceWorkerGlobalScope;

/** Files fetched at once while filling the precache (a browser opens about six connections per host). */
const PARALLEL = 6;

interface Entry extends ManifestEntry {
  /** Absolute URL. */
  href: string;
  cacheKey: string;
}

/** Binds the precache list to the worker: install, warm-up, on-demand fill, shell lookup. */
export function createPrecache(manifest: readonly (ManifestEntry | string)[]) {
  const controller = new PrecacheController();
  controller.addToCacheList(manifest as Parameters<PrecacheController['addToCacheList']>[0]);
  const keys = controller.getURLsToCacheKeys();
  const entries: Entry[] = manifest.map((raw) => {
    const entry = typeof raw === 'string' ? { url: raw, revision: null } : raw;
    const href = new URL(entry.url, self.location.href).href;
    return { ...entry, url: entry.url.replace(/^\//, ''), href, cacheKey: keys.get(href)! };
  });
  const byPath = new Map(entries.map((e) => [e.url, e]));
  const open = () => caches.open(controller.strategy.cacheName);
  let laterFill: Promise<void> | undefined;

  /** Stores one entry unless it is stored already. Throws on a failed fetch or a full disk. */
  async function store(entry: Entry): Promise<void> {
    const cache = await open();
    if (await cache.match(entry.cacheKey)) return;
    // A revisioned file (shell pages, manifests, icons) is revalidated, never taken from the HTTP cache
    // unchecked (Workbox's 'reload' refetches it whole; 'no-cache' lets an unchanged copy cost a 304).
    const response = await fetch(new Request(entry.href, { cache: entry.revision ? 'no-cache' : 'default', credentials: 'same-origin' }));
    if (!response.ok) throw new Error(`precache ${entry.url}: HTTP ${response.status}`);
    await cache.put(entry.cacheKey, response.redirected ? new Response(await response.blob(), response) : response);
  }

  async function tell(message: WorkerToPage, client?: Client | null): Promise<void> {
    const targets = client ? [client] : await self.clients.matchAll({ includeUncontrolled: true, type: 'window' });
    targets.forEach((c) => c.postMessage(message));
  }

  async function reportFailure(error: unknown, client?: Client | null): Promise<void> {
    const reason = failureReason(error);
    if (reason !== 'network') await tell({ type: 'OFFLINE_FAILED', reason }, client);
  }

  /** Install: the shell pages first (to read what they load), then the rest of the critical list, in parallel. */
  async function installCritical(): Promise<void> {
    try {
      const shells = entries.filter((e) => /^index(-en)?\.html$/.test(e.url));
      await inParallel(shells, PARALLEL, store);
      const cache = await open();
      const refs = new Set<string>();
      for (const shell of shells) {
        const html = await (await cache.match(shell.cacheKey))?.text();
        if (html) shellReferences(html).forEach((r) => refs.add(r));
      }
      await inParallel(splitManifest(entries, refs).critical, PARALLEL, store);
    } catch (error) {
      await reportFailure(error);
      throw error;
    }
  }

  /** After the page's hello: its own files, "ready", its HTML, then (without data saver) everything else. */
  async function warm(
    assets: readonly string[],
    page: string,
    dataSaver: boolean,
    client: Client | null,
    storePage: (url: string) => Promise<void>,
    earlier: readonly string[] = [],
  ): Promise<void> {
    try {
      const own = pageAssetPaths(assets, self.location.origin).flatMap((p) => byPath.get(p) ?? []);
      await inParallel(own, PARALLEL, store);
      await tell({ type: 'OFFLINE_READY' }, client);
    } catch (error) {
      await reportFailure(error, client);
      return;
    }
    // The page's own HTML is a nicety on top (the shell opens it too): after "ready", not before. So are
    // the pages this tab opened before the worker was there, except under data saver (a request each).
    await storePage(page).catch(() => undefined);
    if (dataSaver) return;
    for (const url of earlier) await storePage(url).catch(() => undefined);
    await fillLater(client);
  }

  /** Everything not yet stored, a few at a time (one run at a time, however many pages ask). */
  function fillLater(client: Client | null = null): Promise<void> {
    laterFill ??= inParallel(splitManifest(entries, new Set()).later, PARALLEL, store)
      .then(() => tell({ type: 'OFFLINE_COMPLETE' }))
      .catch((error: unknown) => reportFailure(error, client))
      .finally(() => (laterFill = undefined));
    return laterFill;
  }

  /** The stored copy of a listed file, else the network's (kept for next time). For files on the list only. */
  async function cacheFirstFill(request: Request, waitUntil: (p: Promise<unknown>) => void): Promise<Response> {
    const key = controller.getCacheKeyForURL(request.url.split('#')[0]!);
    const cache = await open();
    const hit = key ? await cache.match(key) : undefined;
    if (hit) return hit;
    const response = await fetch(request);
    if (key && response.ok && response.type === 'basic') waitUntil(cache.put(key, response.clone()).catch(() => undefined));
    return response;
  }

  return {
    controller,
    installCritical,
    warm,
    fillLater,
    cacheFirstFill,
    /** True for a GET of a file on the precache list. */
    lists: (url: string) => controller.getCacheKeyForURL(url.split('#')[0]!) !== undefined,
    /** This app version's identity: the shell page's revision (its entry script's hash is in it). */
    build: byPath.get('index.html')?.revision ?? '',
    /** The stored shell page (Chinese or English). */
    shell: (path: '/index.html' | '/index-en.html') => controller.matchPrecache(path),
  };
}
