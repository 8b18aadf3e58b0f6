// Workbox strategies for the runtime routes (thin: the decisions live in the pure helpers).
import { Strategy, CacheFirst, type StrategyHandler } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { networkFirstCatalog } from './catalog-cache.ts';
import { networkFirstPage } from './page-cache.ts';
import type { StallTracker } from './stall.ts';
import {
  CATALOG_CACHE,
  CATALOG_MAX_AGE_S,
  CATALOG_MAX_ENTRIES,
  IMAGE_CACHE,
  IMAGE_MAX_AGE_S,
  IMAGE_MAX_ENTRIES,
  PACK_CACHE,
  PAGE_CACHE,
  PAGE_MAX_AGE_S,
  PAGE_MAX_ENTRIES,
} from './cache-names.ts';

/** The time-out a request gets now (depends on the connection, data saver and whether the network is stalled). */
export type TimeoutFor = (request: Request) => number;

/** Network-first catalog strategy over synthetic GET keys (see catalog-cache.ts). */
class CatalogNetworkFirst extends Strategy {
  constructor(
    private readonly timeoutFor: TimeoutFor,
    private readonly stall: StallTracker,
  ) {
    super({
      cacheName: CATALOG_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: CATALOG_MAX_ENTRIES, maxAgeSeconds: CATALOG_MAX_AGE_S, purgeOnQuotaError: true })],
    });
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return networkFirstCatalog(request, {
      fetch: (r) => handler.fetch(r),
      match: (key) => handler.cacheMatch(key),
      put: async (key, response) => {
        await handler.cachePut(key, response);
      },
      waitUntil: (work) => void handler.waitUntil(work),
      timeoutMs: this.timeoutFor(request),
      stall: this.stall,
      now: () => Date.now(),
    });
  }
}

/** Network-first pages with their HTML kept per URL (see page-cache.ts); the LRU bound comes from the expiration plugin. */
class PageNetworkFirst extends Strategy {
  constructor(
    private readonly timeoutFor: TimeoutFor,
    private readonly stall: StallTracker,
    private readonly shell: (pathname: string) => Promise<Response | undefined>,
  ) {
    super({
      cacheName: PAGE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: PAGE_MAX_ENTRIES, maxAgeSeconds: PAGE_MAX_AGE_S, purgeOnQuotaError: true })],
    });
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    return networkFirstPage(request, {
      fetch: (r) => handler.fetch(r),
      match: (key) => handler.cacheMatch(key),
      put: async (key, response) => {
        await handler.cachePut(key, response);
      },
      matchPack: async (key) => (await caches.open(PACK_CACHE)).match(key),
      shell: this.shell,
      waitUntil: (work) => void handler.waitUntil(work),
      timeoutMs: this.timeoutFor(request),
      stall: this.stall,
      now: () => Date.now(),
    });
  }
}

/** Read-only catalog calls: network first (about 2.5 s, less on slow links), then the stored success answer. */
export function catalogStrategy(timeoutFor: TimeoutFor, stall: StallTracker): Strategy {
  return new CatalogNetworkFirst(timeoutFor, stall);
}

/** Navigations: network first (1.5 s), then this page's stored HTML, then the shell. */
export function pageStrategy(timeoutFor: TimeoutFor, stall: StallTracker, shell: (pathname: string) => Promise<Response | undefined>): Strategy {
  return new PageNetworkFirst(timeoutFor, stall, shell);
}

/** Artwork and images: cache first, bounded by entries and age. */
export function imageStrategy(): Strategy {
  return new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_S, purgeOnQuotaError: true }),
    ],
  });
}
