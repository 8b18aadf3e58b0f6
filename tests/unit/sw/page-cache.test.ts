import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isPrivatePage,
  isStorablePage,
  networkFirstPage,
  PAGE_SERVE_STORED_MAX_AGE_MS,
  pageCacheKey,
  type PageDeps,
} from '../../../sw/page-cache.ts';
import { STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { StallTracker } from '../../../sw/stall.ts';

const ORIGIN = 'https://site.example';
const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
const nav = (path: string) => new Request(`${ORIGIN}${path}`);

function fakeDeps(fetchImpl: (r: Request) => Promise<Response>, timeoutMs = 2000) {
  const store = new Map<string, Response>();
  const background: Promise<unknown>[] = [];
  const deps: PageDeps = {
    fetch: fetchImpl,
    match: async (k) => store.get(k)?.clone(),
    put: async (k, r) => void store.set(k, r),
    shell: async (path) => html(path.startsWith('/en') ? 'shell-en' : 'shell-zh'),
    waitUntil: (p) => background.push(p),
    timeoutMs,
    stall: new StallTracker(() => 1000),
    now: () => 1000,
  };
  return { deps, store, settle: () => Promise.all(background) };
}

afterEach(() => vi.useRealTimers());

describe('page cache keys and rules', () => {
  it('keys a page by URL without fragment, token or tracking tags, parameters sorted', () => {
    expect(pageCacheKey(`${ORIGIN}/news?b=2&token=abc&a=1&utm_source=x#top`)).toBe(`${ORIGIN}/news?a=1&b=2`);
    expect(pageCacheKey(`${ORIGIN}/en/pages/detail/car_model_id/3`)).toBe(`${ORIGIN}/en/pages/detail/car_model_id/3`);
  });

  it('never stores user pages, in either language', () => {
    for (const p of ['/shoppingCart', '/en/payment', '/userCenter/orders', '/login', '/en/address', '/buy']) expect(isPrivatePage(p)).toBe(true);
    for (const p of ['/', '/en', '/news', '/pages/detail/car_model_id/1', '/loginHelp'.replace('Help', '-help')])
      expect(isPrivatePage(p)).toBe(false);
  });

  it('stores only 200 HTML not marked no-store', () => {
    expect(isStorablePage(html('x'))).toBe(true);
    expect(isStorablePage(html('x', 404))).toBe(false);
    expect(isStorablePage(new Response('{}', { headers: { 'content-type': 'application/json' } }))).toBe(false);
    expect(isStorablePage(html('x', 200, { 'cache-control': 'private, no-store' }))).toBe(false);
  });
});

describe('networkFirstPage', () => {
  it("online: the server's page, stored per URL with its stamp (SSR or shell alike)", async () => {
    const { deps, store, settle } = fakeDeps(async () => html('<script type="application/json">{}</script>ssr'));
    expect(await (await networkFirstPage(nav('/news'), deps)).text()).toContain('ssr');
    await settle();
    const stored = store.get(`${ORIGIN}/news`)!;
    expect(await stored.clone().text()).toContain('ssr');
    expect(stored.headers.get(STORED_AT_HEADER)).toBe('1000');
  });

  it('offline: the stored page, else the shell of its language', async () => {
    const offline = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    offline.store.set(`${ORIGIN}/news`, html('stored news'));
    expect(await (await networkFirstPage(nav('/news'), offline.deps)).text()).toBe('stored news');
    expect(await (await networkFirstPage(nav('/en/club'), offline.deps)).text()).toBe('shell-en');
  });

  it("offline: the ride pack's copy when the visited pages were cleared by an app update", async () => {
    const offline = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    const pack = new Map([[`${ORIGIN}/detail?car_model_id=3`, html('packed model')]]);
    offline.deps.matchPack = async (k) => pack.get(k)?.clone();
    expect(await (await networkFirstPage(nav('/detail?car_model_id=3'), offline.deps)).text()).toBe('packed model');
    offline.store.set(`${ORIGIN}/detail?car_model_id=3`, html('visited model'));
    expect(await (await networkFirstPage(nav('/detail?car_model_id=3'), offline.deps)).text()).toBe('visited model');
  });

  it('stalled: after the time-out the stored page; the late answer refreshes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let late!: (r: Response) => void;
    const slow = fakeDeps(() => new Promise((r) => (late = r)));
    slow.store.set(`${ORIGIN}/`, html('old home'));
    const pending = networkFirstPage(nav('/'), slow.deps);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await (await pending).text()).toBe('old home');
    late(html('new home'));
    await slow.settle();
    expect(await slow.store.get(`${ORIGIN}/`)!.text()).toBe('new home');
  });

  it('a user page is never stored and falls back to the shell only', async () => {
    const online = fakeDeps(async () => html('cart of Alice'));
    await networkFirstPage(nav('/shoppingCart'), online.deps);
    await online.settle();
    expect(online.store.size).toBe(0);
    const offline = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    offline.store.set(`${ORIGIN}/shoppingCart`, html('cart of Alice'));
    expect(await (await networkFirstPage(nav('/shoppingCart'), offline.deps)).text()).toBe('shell-zh');
  });

  it('a 5xx page is replaced by the stored copy', async () => {
    const { deps, store } = fakeDeps(async () => html('down', 502));
    store.set(`${ORIGIN}/club`, html('stored club'));
    expect(await (await networkFirstPage(nav('/club'), deps)).text()).toBe('stored club');
  });

  it('a copy stored within the day answers at once; the network refreshes it behind', async () => {
    let answer!: (r: Response) => void;
    const slow = fakeDeps(() => new Promise((r) => (answer = r)), 60_000);
    slow.deps.now = () => 5_000_000;
    slow.store.set(`${ORIGIN}/news`, html('news of this morning', 200, { [STORED_AT_HEADER]: String(5_000_000 - 3_600_000) }));
    // No timer runs: the stored copy is the answer while the network has not said a word.
    expect(await (await networkFirstPage(nav('/news'), slow.deps)).text()).toBe('news of this morning');
    expect(slow.deps.stall.isStalled('page')).toBe(false);
    answer(html('<html><head><title>n</title></head><body>news now</body></html>'));
    await slow.settle();
    const stored = slow.store.get(`${ORIGIN}/news`)!;
    expect(await stored.clone().text()).toContain('news now');
    expect(stored.headers.get(STORED_AT_HEADER)).toBe('5000000');
  });

  it('a silent network behind a stored copy is still found stalled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const quiet = fakeDeps(() => new Promise<Response>(() => undefined), 1500);
    quiet.deps.now = () => 5_000_000;
    quiet.store.set(`${ORIGIN}/news`, html('stored news', 200, { [STORED_AT_HEADER]: String(5_000_000 - 60_000) }));
    expect(await (await networkFirstPage(nav('/news'), quiet.deps)).text()).toBe('stored news');
    await vi.advanceTimersByTimeAsync(1500);
    expect(quiet.deps.stall.isStalled('api')).toBe(true);
  });

  it('an older copy, or a reload, waits for the network first', async () => {
    const now = 10 * PAGE_SERVE_STORED_MAX_AGE_MS;
    const old = fakeDeps(async () => html('club now'));
    old.deps.now = () => now;
    old.store.set(`${ORIGIN}/club`, html('club last week', 200, { [STORED_AT_HEADER]: String(now - PAGE_SERVE_STORED_MAX_AGE_MS - 1) }));
    expect(await (await networkFirstPage(nav('/club'), old.deps)).text()).toBe('club now');
    const reload = fakeDeps(async () => html('club now'));
    reload.deps.now = () => now;
    reload.store.set(`${ORIGIN}/club`, html('club a minute ago', 200, { [STORED_AT_HEADER]: String(now - 60_000) }));
    const again = new Request(`${ORIGIN}/club`, { cache: 'no-cache' });
    expect(await (await networkFirstPage(again, reload.deps)).text()).toBe('club now');
    await reload.settle();
    reload.store.set(`${ORIGIN}/club`, html('club a minute ago', 200, { [STORED_AT_HEADER]: String(now - 60_000) }));
    expect(await (await networkFirstPage(nav('/club'), reload.deps)).text()).toBe('club a minute ago');
  });
});
