// Navigations: the server's HTML of each visited public page is kept per URL, so a repeat or offline
// visit opens with that page's own server-rendered first screen. A copy stored within the last day
// answers at once and the network's page replaces it in the background (a reload asks the network
// first); older or missing copies: network first with a short time-out, then the copy, then the shell.
// Whatever the server renders (static shell or full SSR with hydration data) is kept as it came, as
// long as it answered 200 with HTML. Pure (dependencies injected): tests/unit/sw/page-cache.test.ts.
import { STORED_AT_HEADER } from './cache-names.ts';
import { raceNetwork, TIMED_OUT, type StallTracker } from './stall.ts';

/**
 * Pages whose HTML may carry who the user is (cart, checkout and payment, addresses, the user centre,
 * login): never stored; offline or stalled they open from the shell, which says they need a connection.
 */
const PRIVATE_PAGES = /^(\/en)?\/(shoppingCart|payment|buy|address|userCenter|login)(\/|$)/i;

/** True for a page whose HTML must never be stored. */
export function isPrivatePage(pathname: string): boolean {
  return PRIVATE_PAGES.test(pathname);
}

/**
 * How old a stored page may be and still answer at once (the network refreshes it meanwhile). The page
 * shows its prices' "as of" time, and each of its queries older than its own fresh time (staleTime)
 * asks again once mounted: a day-old copy costs a moment of old figures, not a wrong price. Decision 051.
 */
export const PAGE_SERVE_STORED_MAX_AGE_MS = 24 * 3600 * 1000;

/** True when a stored page is recent enough to answer before the network (its stored-at stamp). */
export function isRecentCopy(copy: Response, now: number): boolean {
  const storedAt = Number(copy.headers.get(STORED_AT_HEADER));
  return storedAt > 0 && now - storedAt >= 0 && now - storedAt < PAGE_SERVE_STORED_MAX_AGE_MS;
}

/** True for a reload (the rider asked for the page anew): the network goes first even with a recent copy. */
function isReload(request: Request): boolean {
  return request.cache === 'no-cache' || request.cache === 'reload' || request.cache === 'no-store';
}

/** Query parameters that never take part in a page's key (a user's token, tracking tags). */
const IGNORED_PARAMS = /^(token|utm_\w+|fbclid)$/i;

/** The key a page's HTML is stored under: the URL without fragment, token or tracking tags, parameters sorted. */
export function pageCacheKey(url: string | URL): string {
  const u = new URL(url);
  u.hash = '';
  const params: [string, string][] = [];
  u.searchParams.forEach((value, name) => {
    if (!IGNORED_PARAMS.test(name)) params.push([name, value]);
  });
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  u.search = new URLSearchParams(params).toString();
  return u.toString();
}

/** True when a navigation's answer is a page worth keeping: 200, our own origin, HTML, not marked no-store. */
export function isStorablePage(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect' || response.redirected) return false;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  return !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}

/** What the navigation strategy needs from its surroundings (the worker binds these to Workbox). */
export interface PageDeps {
  fetch(request: Request): Promise<Response>;
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  /** The ride pack's copy of this page (its own cache, which survives app updates), if any. */
  matchPack?(key: string): Promise<Response | undefined>;
  /** The precached shell page for this path (Chinese or English), if it is stored. */
  shell(pathname: string): Promise<Response | undefined>;
  waitUntil(work: Promise<unknown>): void;
  timeoutMs: number;
  stall: StallTracker;
  now(): number;
}

/** Headers that describe the transfer, not the (already decoded) body that is stored. */
const TRANSFER_HEADERS = /^(content-encoding|content-length|transfer-encoding|set-cookie2?)$/i;

/** A copy of an answer to store: its body and headers (less the transfer ones) plus when it was stored. */
export async function stampedCopy(response: Response, now: number): Promise<Response> {
  const headers = new Headers();
  response.headers.forEach((value, name) => {
    if (!TRANSFER_HEADERS.test(name)) headers.set(name, value);
  });
  headers.set(STORED_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
}

/**
 * Answers a navigation. A public page stored less than a day ago answers at once (stale while the
 * network's page is stored for next time), unless this is a reload. Otherwise the network's page when
 * it comes within `timeoutMs` (and, for a public page, stores it); else the stored page for this URL,
 * else the shell. A late network answer still refreshes the stored page. A 5xx answer is replaced by a
 * stored copy when there is one.
 */
export async function networkFirstPage(request: Request, deps: PageDeps): Promise<Response> {
  const url = new URL(request.url);
  const storable = !isPrivatePage(url.pathname);
  const key = pageCacheKey(url);
  const network = deps.fetch(request);
  if (storable) {
    deps.waitUntil(
      network
        .then(async (response) => {
          if (isStorablePage(response)) await deps.put(key, await stampedCopy(response.clone(), deps.now()));
        })
        .catch(() => undefined),
    );
  }
  if (storable && !isReload(request)) {
    const recent = await deps.match(key);
    if (recent && isRecentCopy(recent, deps.now())) {
      // The network still goes on behind: it refreshes the copy, and if it says nothing in time the
      // stall watch learns so (the next page or API call waits briefly, not a whole time-out).
      deps.waitUntil(raceNetwork(network, deps.timeoutMs, deps.stall, deps.now, 'page').catch(() => undefined));
      return recent;
    }
  }
  const stored = async (): Promise<Response | undefined> => (await deps.match(key)) ?? (await deps.matchPack?.(key));
  const fallback = async (): Promise<Response | undefined> => (storable ? await stored() : undefined) ?? (await deps.shell(url.pathname));
  try {
    const first = await raceNetwork(network, deps.timeoutMs, deps.stall, deps.now, 'page');
    if (first !== TIMED_OUT) return first.status >= 500 ? ((await fallback()) ?? first) : first;
  } catch (error) {
    const copy = await fallback();
    if (copy) return copy;
    throw error;
  }
  return (await fallback()) ?? network;
}
