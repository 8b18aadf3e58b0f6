// Workbox strategies for the runtime routes (thin: the decisions live in the pure helpers).
import { Strategy, CacheFirst, type StrategyHandler } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { networkFirstCatalog } from './catalog-cache.ts';
import { CATALOG_CACHE, CATALOG_MAX_AGE_S, CATALOG_MAX_ENTRIES, CATALOG_NETWORK_TIMEOUT_MS, IMAGE_CACHE, IMAGE_MAX_AGE_S, IMAGE_MAX_ENTRIES } from './cache-names.ts';

/** Network-first catalog strategy over synthetic GET keys (see catalog-cache.ts). */
class CatalogNetworkFirst extends Strategy {
  constructor(private readonly timeoutMs: number) {
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
      timeoutMs: this.timeoutMs,
      now: () => Date.now(),
    });
  }
}

/** Read-only catalog calls: network first (about 3 s), then the stored success answer. */
export function catalogStrategy(): Strategy {
  return new CatalogNetworkFirst(CATALOG_NETWORK_TIMEOUT_MS);
}

/** Artwork and images: cache first, bounded by entries and age. */
export function imageStrategy(): Strategy {
  return new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_S, purgeOnQuotaError: true })],
  });
}
