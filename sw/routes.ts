// Which requests the service worker handles, and how. Pure: unit-tested in tests/unit/sw/routes.test.ts.

/** The API marker in a URL path; the part after it is the call path, e.g. `api/car_info/get_car_info`. */
export const API_MARKER = '/stage-api/';

/**
 * Read-only catalog calls (POST) that may be answered from the runtime cache when the network is
 * slow or gone. Everything else under /stage-api (cart, login, SMS, orders, payment, user centre,
 * bookings, sign-ups, analytics) is network-only: never cached, never queued, never replayed.
 * Only add a call here when it never changes server state and never depends on who is asking.
 */
export const CATALOG_CALLS: ReadonlySet<string> = new Set([
  'api/car_info/get_cars_by_type',
  'api/car_info/get_car_info',
  'api/car_info/car_version_params',
  'api/car_info/car_pics',
  'api/car_info/is_recommend_car',
  'api/car_info/car_article_list',
  'api/car_info/car_article_detail',
  'api/about_us/get_partner',
  'api/about_us/about',
  'api/about_us/develop',
  'api/about_us/get_honor',
  'api/about_us/after_sale',
  'api/common/get_lang_list',
  'addons/litestore/api.goods/get_parts_goods_list',
  'addons/litestore/api.goods/get_cycle_equip_goods_list',
  'addons/litestore/api.goods/detail',
  'addons/litestore/api.goods/index',
  'addons/litestore/api.goods/goods_list',
  'addons/litestore/api.goods/get_part_car_types',
  'addons/litestore/api.goods/get_parts',
  'addons/litestore/api.goods/car_deposit',
  'api/content/lists',
  'api/content/detail',
  'api/content/category',
  'api/content/video_pics',
  'api/banner/get_banner',
  'api/banner/app_banner',
  'api/activity/get_activity',
  'api/stores/get_store',
  'api/areas/get_province',
  // Read-only policy text; the other api/service/* calls are enquiries (writes) and stay network-only.
  'api/service/financial_hire_service',
  // The site search index (models, goods, news, stores, service pages): what search offline searches.
  'api/search/get_search_index',
]);

/** How the worker treats a request. `passthrough` means it does not intercept at all. */
export type RequestKind = 'catalog' | 'network-only' | 'image' | 'navigation' | 'passthrough';

/** The parts of a Request the classification needs (so tests can pass plain objects). */
export interface RequestLike {
  url: string;
  method: string;
  mode?: string;
  destination?: string;
  headers?: { has(name: string): boolean };
}

/** Films and sound: never stored (too large for a phone's cache) and their range requests go through untouched. */
const MEDIA_STREAM = /\.(mp4|m4v|webm|mov|m3u8|ts|mp3|m4a|ogg|oga|vtt)$/i;

/** True for a video or audio request, or any request for a byte range: the worker must not touch it. */
export function isStreamRequest(req: RequestLike, url: URL): boolean {
  return (
    req.destination === 'video' ||
    req.destination === 'audio' ||
    req.destination === 'track' ||
    MEDIA_STREAM.test(url.pathname) ||
    req.headers?.has('range') === true
  );
}

/** The call path after `/stage-api/` (no leading or trailing slash), or undefined for non-API URLs. */
export function apiCallPath(url: URL): string | undefined {
  const at = url.pathname.indexOf(API_MARKER);
  if (at < 0) return undefined;
  return url.pathname.slice(at + API_MARKER.length).replace(/\/+$/, '');
}

/** True for a read-only catalog call the runtime cache may answer. */
export function isCatalogCall(method: string, url: URL): boolean {
  const path = apiCallPath(url);
  return method.toUpperCase() === 'POST' && path !== undefined && CATALOG_CALLS.has(path);
}

/**
 * Navigation requests that must never get the cached app shell: the API, the artwork server and
 * anything that looks like a file (robots.txt, sw.js, a PNG opened in a tab).
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/stage-api(\/|$)/, /^\/media(\/|$)/, /\/[^/]+\.[a-z0-9]{2,12}$/i];

/** True when a navigation to this path may be answered with the cached `/index.html`. */
export function allowsShellFallback(pathname: string): boolean {
  return !NAVIGATION_DENYLIST.some((re) => re.test(pathname));
}

/** The cached page a navigation opens from: English pages (/en, /en/…) have their own (decision 028). */
export function shellPageFor(pathname: string): '/index-en.html' | '/index.html' {
  return /^\/en(\/|$)/.test(pathname) ? '/index-en.html' : '/index.html';
}

/**
 * Header on the ride pack's own downloads (src/lib/ride-pack): the page stores those answers itself,
 * outside the runtime caches' size limits, so the worker lets them through untouched.
 */
export const RIDE_PACK_HEADER = 'x-ride-pack';

/** Classifies a request for the worker's routes (same-origin `origin` decides what counts as ours). */
export function classifyRequest(req: RequestLike, origin: string): RequestKind {
  const url = new URL(req.url);
  if (req.headers?.has(RIDE_PACK_HEADER) === true) return 'passthrough';
  if (apiCallPath(url) !== undefined) return isCatalogCall(req.method, url) ? 'catalog' : 'network-only';
  if (url.origin !== origin) return 'passthrough';
  if (req.mode === 'navigate') return req.method === 'GET' && allowsShellFallback(url.pathname) ? 'navigation' : 'passthrough';
  if (req.method !== 'GET' || isStreamRequest(req, url)) return 'passthrough';
  if (url.pathname.startsWith('/media/') || req.destination === 'image') return 'image';
  return 'passthrough';
}
