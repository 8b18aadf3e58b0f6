/// <reference lib="webworker" />
// Wiring only: which route goes to which strategy. Decisions live in the pure helpers beside this file.
import { clientsClaim } from 'workbox-core';
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { classifyRequest, shellPageFor } from './routes.ts';
import { catalogStrategy, imageStrategy } from './strategies.ts';
import { isSkipWaiting, staleRuntimeCaches } from './messages.ts';

declare const self: ServiceWorkerGlobalScope;

// A first install takes control at once, so the first visit already fills the runtime caches.
// Updates still wait for the user (the page shows the update prompt and sends SKIP_WAITING).
clientsClaim();
cleanupOutdatedCaches();

// App shell, route chunks, CSS, both languages' translations and icons (list injected at build time).
precacheAndRoute(self.__WB_MANIFEST);

const kind = (request: Request) => classifyRequest(request, self.location.origin);

// Any page of the SPA opens from the cached shell (the English one for /en pages); /stage-api, /media
// and files never do.
const shellPages = { '/index.html': createHandlerBoundToURL('/index.html'), '/index-en.html': createHandlerBoundToURL('/index-en.html') };
registerRoute(
  ({ request }) => kind(request) === 'navigation',
  (options) => shellPages[shellPageFor(options.url.pathname)](options),
);
// Read-only catalog calls: network first, then the stored success answer.
registerRoute(({ request }) => kind(request) === 'catalog', catalogStrategy(), 'POST');
// Artwork and images: cache first.
registerRoute(({ request }) => kind(request) === 'image', imageStrategy(), 'GET');
// Everything else under /stage-api (cart, login, SMS, orders, payment, user centre, bookings) is not
// intercepted at all: it goes to the network as if there were no worker, and is never stored or queued.

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(staleRuntimeCaches(names).map((n) => caches.delete(n)))));
});
