/// <reference lib="webworker" />
// Wiring only: which route goes to which strategy. Decisions live in the pure helpers beside this file.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { allowsShellFallback, classifyRequest, shellPageFor } from './routes.ts';
import { catalogStrategy, imageStrategy, pageStrategy } from './strategies.ts';
import { isDataSaver, isSkipWaiting, isWarm, staleRuntimeCaches } from './messages.ts';
import { createPrecache } from './precache.ts';
import { StallTracker } from './stall.ts';
import { dataSaverOn, networkTimeout, type ConnectionHints } from './network-timeouts.ts';
import { isPrivatePage } from './page-cache.ts';
import { PACK_CACHE, PAGE_CACHE } from './cache-names.ts';
import { isPackFile, refreshPackPages } from './pack-refresh.ts';
import { onPackBackgroundFetch } from './pack-background.ts';
import type { BackgroundFetchEventLike, BackgroundOutcome } from './background-fetch.ts';
import { loadPack, savePack } from '../src/lib/ride-pack/pack-db.ts';

declare const self: ServiceWorkerGlobalScope;

// A first install takes control at once, so the first visit already fills the runtime caches.
// Updates still wait for the user (the page shows the update prompt and sends SKIP_WAITING).
clientsClaim();
cleanupOutdatedCaches();

// App shell, route chunks, CSS, both languages' translations and icons (list injected at build time):
// a small critical part on install, the rest once the page has said hello (precache.ts).
const precache = createPrecache(self.__WB_MANIFEST);
self.addEventListener('install', (event) => event.waitUntil(precache.installCritical()));
self.addEventListener('activate', precache.controller.activate);

/** The page's data-saver state (it includes the user's choice); undefined until a page has said. */
let pageDataSaver: boolean | undefined;
const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
const hints = (request?: Request): ConnectionHints => ({
  saveData: connection?.saveData === true || request?.headers.get('save-data') === 'on',
  effectiveType: connection?.effectiveType,
  pageDataSaver,
});
const stall = new StallTracker();
const timeoutFor = (kind: 'navigation' | 'catalog') => (request: Request) =>
  networkTimeout(kind, hints(request), stall.isStalled(kind === 'navigation' ? 'page' : 'api'));

const kind = (request: Request) => classifyRequest(request, self.location.origin);
const shell = (pathname: string) => precache.shell(shellPageFor(pathname));

// Pages: network first (1.5 s), then this page's stored HTML, then the shell (English for /en);
// /stage-api, /media and files never get a page.
const pages = pageStrategy(timeoutFor('navigation'), stall, shell);
registerRoute(({ request }) => kind(request) === 'navigation', pages);
// The ride pack keeps its pages' build files in its own cache (it outlives app updates), so a packed
// page rendered by an older version still boots offline with its own chunks.
const packCopy = async (url: string) => (await caches.open(PACK_CACHE)).match(url);
registerRoute(
  ({ request, url }) => url.origin === self.location.origin && isPackFile(request, url),
  async ({ request, event }) =>
    (await packCopy(request.url)) ??
    (precache.lists(request.url) ? precache.cacheFirstFill(request, (p) => (event as ExtendableEvent).waitUntil(p)) : fetch(request)),
);
// Files on the precache list: the stored copy, else the network's (kept for next time).
registerRoute(
  ({ request }) => request.method === 'GET' && precache.lists(request.url),
  ({ request, event }) => precache.cacheFirstFill(request, (p) => (event as ExtendableEvent).waitUntil(p)),
);
// Read-only catalog calls: network first, then the stored success answer, else a prompt 504.
registerRoute(({ request }) => kind(request) === 'catalog', catalogStrategy(timeoutFor('catalog'), stall), 'POST');
// Artwork and images: cache first. Films and range requests are not intercepted (routes.ts).
registerRoute(({ request }) => kind(request) === 'image', imageStrategy(), 'GET');
// Everything else under /stage-api (cart, login, SMS, orders, payment, user centre, bookings) is not
// intercepted at all: it goes to the network as if there were no worker, and is never stored or queued.

/** Keeps the HTML of the page the first visit opened (that navigation came before the worker). */
function storePage(event: ExtendableEvent) {
  return async (url: string): Promise<void> => {
    const u = new URL(url, self.location.href);
    if (u.origin !== self.location.origin || !allowsShellFallback(u.pathname) || isPrivatePage(u.pathname)) return;
    await pages.handle({ event, request: new Request(u.href, { credentials: 'same-origin', headers: { accept: 'text/html' } }) });
  };
}

/** Re-fetches the ride pack's pages rendered by an older app version (sw/pack-refresh.ts). */
async function refreshPack(): Promise<void> {
  const cache = await caches.open(PACK_CACHE);
  await refreshPackPages({
    keys: async () => (await cache.keys()).map((r) => r.url),
    match: (url) => cache.match(url),
    put: (url, response) => cache.put(url, response),
    fetch: (request) => fetch(request),
    stored: (url) => (precache.lists(url) ? precache.controller.matchPrecache(url) : Promise.resolve(undefined)),
    lists: (url) => precache.lists(url),
    origin: self.location.origin,
    build: precache.build,
    now: () => Date.now(),
  });
}

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
  else if (isWarm(event.data)) {
    pageDataSaver = event.data.dataSaver;
    const client = event.source instanceof Client ? event.source : null;
    const warm = precache.warm(event.data.assets, event.data.page, dataSaverOn(hints()), client, storePage(event), event.data.earlier);
    // A page said hello, so the rider is online: bring a pack saved under an older version up to this one.
    event.waitUntil(warm.then(refreshPack).catch(() => undefined));
  } else if (isDataSaver(event.data)) {
    pageDataSaver = event.data.active;
    if (!dataSaverOn(hints())) event.waitUntil(precache.fillLater());
  }
});

self.addEventListener('activate', (event) => {
  // A new version's pages load new files: the HTML stored by the previous version would point at files
  // that are gone, so it goes too (the shell stays as the fallback until pages are visited again).
  event.waitUntil(caches.keys().then((names) => Promise.all([...staleRuntimeCaches(names), PAGE_CACHE].map((n) => caches.delete(n)))));
});

// A ride pack downloaded by Background Fetch (the page started it; it carries on with the page closed):
// its files go where the in-page download puts them, and open pages are told (sw/pack-background.ts).
const packFetchDone = (outcome: BackgroundOutcome) => (event: Event) => {
  const e = event as BackgroundFetchEventLike;
  e.waitUntil(
    onPackBackgroundFetch(e, outcome, {
      load: loadPack,
      save: savePack,
      storage: caches,
      tell: async (message) => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).forEach((c) => c.postMessage(message)),
      now: () => Date.now(),
    }),
  );
};
self.addEventListener('backgroundfetchsuccess', packFetchDone('success'));
self.addEventListener('backgroundfetchfail', packFetchDone('failure'));
self.addEventListener('backgroundfetchabort', packFetchDone('abort'));
