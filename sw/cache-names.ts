// Names shared by the service worker and the page (which reads the caches for the offline fallback).
// Bump a version suffix when the stored format changes; cleanup happens in sw.ts on activate.

/** Runtime cache of successful read-only catalog POST answers, keyed by a synthetic GET URL. */
export const CATALOG_CACHE = 'yl-catalog-api-v1';
/** Runtime cache of artwork and other images (cache-first). */
export const IMAGE_CACHE = 'yl-images-v1';
/** Runtime cache of the server's HTML per visited public page (network-first, keyed by URL). */
export const PAGE_CACHE = 'yl-pages-v1';
/**
 * The ride pack's pages and script chunks (src/lib/ride-pack): a cache of its own, which no LRU bound
 * and no activation clears, so a saved pack survives an app update (decision 049).
 */
export const PACK_CACHE = 'yl-ride-pack-v1';
/** Every runtime cache this worker owns (older versions are deleted on activate). */
export const RUNTIME_CACHES: readonly string[] = [CATALOG_CACHE, IMAGE_CACHE, PAGE_CACHE, PACK_CACHE];
/** Prefix of every runtime cache name, to recognise stale versions. */
export const RUNTIME_CACHE_PREFIX = 'yl-';

/** Response header on stored catalog answers: when the worker stored it (ms since epoch). */
export const STORED_AT_HEADER = 'x-sw-stored-at';
/** Response header on stored catalog answers: the canonical request body (URI-encoded JSON, token-free). */
export const BODY_HEADER = 'x-sw-body';
/** Query parameter of the synthetic cache key that carries the body hash (a fragment would be ignored by the Cache API). */
export const BODY_KEY_PARAM = '__body';

/** Catalog answers: at most this many entries, at most this old. */
export const CATALOG_MAX_ENTRIES = 300;
export const CATALOG_MAX_AGE_S = 7 * 24 * 3600;
/** Images: at most this many entries, at most this old. */
export const IMAGE_MAX_ENTRIES = 150;
export const IMAGE_MAX_AGE_S = 30 * 24 * 3600;
/** Pages' HTML: at most this many (least recently stored go first), at most this old. */
export const PAGE_MAX_ENTRIES = 60;
export const PAGE_MAX_AGE_S = 30 * 24 * 3600;
