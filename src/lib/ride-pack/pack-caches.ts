// Where each pack file goes: the very caches the service worker reads offline (pages' HTML, catalog
// answers under their synthetic keys, pictures, precached chunks), so a packed page opens offline by
// the normal path. The page writes them itself: the worker's own entries are bounded by count (LRU),
// and a pack must not be evicted by browsing.
import { CATALOG_CACHE, IMAGE_CACHE, PAGE_CACHE, STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { catalogCacheKey } from '../../../sw/cache-key.ts';
import { storableResponse, successEnvelopeText } from '../../../sw/envelope.ts';
import { isStorablePage, pageCacheKey } from '../../../sw/page-cache.ts';
import { RIDE_PACK_HEADER } from '../../../sw/routes.ts';
import type { PackItem } from './pack-types.ts';

/** Workbox's precache (its name ends with the scope, so it is found by prefix). */
const PRECACHE_PREFIX = 'workbox-precache-';
/** Headers that describe the transfer, not the decoded body stored. */
const TRANSFER = /^(content-encoding|content-length|transfer-encoding|set-cookie2?)$/i;

const absolute = (url: string) => new URL(url, location.origin).href;

async function precacheName(storage: CacheStorage): Promise<string | undefined> {
  return (await storage.keys()).find((n) => n.startsWith(PRECACHE_PREFIX));
}

/** The cache and key a pack file lives under (undefined for a chunk when no precache exists yet). */
export async function itemLocation(item: PackItem, storage: CacheStorage = caches): Promise<{ cache: string; key: string } | undefined> {
  const url = absolute(item.url);
  switch (item.kind) {
    case 'page':
      return { cache: PAGE_CACHE, key: pageCacheKey(url) };
    case 'api': {
      const key = await catalogCacheKey(url, item.body ?? '{}');
      return key ? { cache: CATALOG_CACHE, key: key.key } : undefined;
    }
    case 'image':
      return { cache: IMAGE_CACHE, key: url };
    case 'script': {
      const name = await precacheName(storage);
      return name ? { cache: name, key: url } : undefined;
    }
  }
}

/** The request that downloads a pack file (marked, so the service worker lets it through). */
export function itemRequest(item: PackItem, signal?: AbortSignal): Request {
  const headers: Record<string, string> = { [RIDE_PACK_HEADER]: '1' };
  if (item.kind === 'page') headers.accept = 'text/html';
  if (item.kind === 'api') headers['content-type'] = 'application/json';
  return new Request(absolute(item.url), {
    method: item.kind === 'api' ? 'POST' : 'GET',
    body: item.kind === 'api' ? (item.body ?? '{}') : undefined,
    headers,
    credentials: 'same-origin',
    signal,
  });
}

/** True when the file is already in its cache (immutable pictures and chunks are then not fetched again). */
export async function hasItem(item: PackItem, storage: CacheStorage = caches): Promise<boolean> {
  const at = await itemLocation(item, storage);
  if (!at) return false;
  return (await (await storage.open(at.cache)).match(at.key)) !== undefined;
}

/**
 * Stores a downloaded file where the worker looks for it, in the form the worker itself stores.
 * Returns false when the answer is not storable (not 200, not HTML for a page, a refusal envelope).
 */
export async function storeItem(item: PackItem, response: Response, now: number, storage: CacheStorage = caches): Promise<boolean> {
  const at = await itemLocation(item, storage);
  if (!at) return item.kind === 'script';
  const cache = await storage.open(at.cache);
  if (item.kind === 'api') {
    const text = await successEnvelopeText(response);
    const key = await catalogCacheKey(absolute(item.url), item.body ?? '{}');
    if (text === null || !key) return false;
    await cache.put(at.key, storableResponse(response, text, key.body, now));
    return true;
  }
  if (item.kind === 'page' ? !isStorablePage(response) : response.status !== 200) return false;
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!TRANSFER.test(name)) headers.set(name, value);
  });
  headers.set(STORED_AT_HEADER, String(now));
  await cache.put(at.key, new Response(await response.blob(), { status: 200, statusText: response.statusText, headers }));
  return true;
}

/** Deletes a pack file from its cache. */
export async function removeItem(item: PackItem, storage: CacheStorage = caches): Promise<void> {
  const at = await itemLocation(item, storage);
  if (at) await (await storage.open(at.cache)).delete(at.key);
}
