// Where each pack file goes: catalog answers and pictures into the caches the service worker reads
// offline (under the same keys), pages' HTML and their chunks into the pack's own cache, which an app
// update does not clear and which the worker reads after its own (sw/page-cache.ts, sw/sw.ts). The
// page writes them itself: the worker's own entries are bounded by count (LRU), and a pack must not
// be evicted by browsing.
import { CATALOG_CACHE, IMAGE_CACHE, PACK_CACHE, STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { catalogCacheKey } from '../../../sw/cache-key.ts';
import { storableResponse, successEnvelopeText } from '../../../sw/envelope.ts';
import { isStorablePage, pageCacheKey } from '../../../sw/page-cache.ts';
import { RIDE_PACK_HEADER } from '../../../sw/routes.ts';
import type { PackItem } from './pack-types.ts';

/** Headers that describe the transfer, not the decoded body stored. */
const TRANSFER = /^(content-encoding|content-length|transfer-encoding|set-cookie2?)$/i;

const absolute = (url: string) => new URL(url, location.origin).href;

/** The cache and key a pack file lives under. */
export async function itemLocation(item: PackItem): Promise<{ cache: string; key: string } | undefined> {
  const url = absolute(item.url);
  switch (item.kind) {
    case 'page':
      return { cache: PACK_CACHE, key: pageCacheKey(url) };
    case 'api': {
      const key = await catalogCacheKey(url, item.body ?? '{}');
      return key ? { cache: CATALOG_CACHE, key: key.key } : undefined;
    }
    case 'image':
      return { cache: IMAGE_CACHE, key: url };
    case 'script':
      return { cache: PACK_CACHE, key: url };
  }
}

/**
 * The request that downloads a pack file (marked, so the service worker lets it through; a background
 * fetch's mark is the file's index, by which the worker knows the answer).
 */
export function itemRequest(item: PackItem, signal?: AbortSignal, mark = '1'): Request {
  const headers: Record<string, string> = { [RIDE_PACK_HEADER]: mark };
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
  const at = await itemLocation(item);
  if (!at) return false;
  return (await (await storage.open(at.cache)).match(at.key)) !== undefined;
}

/**
 * Stores a downloaded file where the worker looks for it, in the form the worker itself stores.
 * Returns false when the answer is not storable (not 200, not HTML for a page, a refusal envelope).
 */
export async function storeItem(item: PackItem, response: Response, now: number, storage: CacheStorage = caches): Promise<boolean> {
  const at = await itemLocation(item);
  if (!at) return false;
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
  const at = await itemLocation(item);
  if (at) await (await storage.open(at.cache)).delete(at.key);
}
