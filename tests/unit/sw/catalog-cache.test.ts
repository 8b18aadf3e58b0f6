import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkFirstCatalog, TIMEOUT_HEADER, type CatalogDeps } from '../../../sw/catalog-cache.ts';
import { catalogCacheKey } from '../../../sw/cache-key.ts';
import { STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { StallTracker } from '../../../sw/stall.ts';

const URL_ = 'https://site.example/stage-api/api/car_info/get_cars_by_type';
const BODY = '{"group_id":2,"lang":0,"type":"vehicle_series"}';
const request = (token = '') =>
  new Request(`${URL_}${token ? `?token=${token}` : ''}`, { method: 'POST', body: BODY, headers: { 'content-type': 'application/json' } });
const envelope = (code: number, data: unknown = [{ id: 1 }], status = 200) =>
  new Response(JSON.stringify({ code, msg: code === 1 ? 'ok' : 'no', data }), { status, headers: { 'content-type': 'application/json' } });

function fakeDeps(fetchImpl: (r: Request) => Promise<Response>, timeoutMs = 3000) {
  const store = new Map<string, Response>();
  const background: Promise<unknown>[] = [];
  const fetched: Request[] = [];
  const deps: CatalogDeps = {
    fetch: (r) => {
      fetched.push(r);
      return fetchImpl(r);
    },
    match: async (k) => store.get(k)?.clone(),
    put: async (k, res) => {
      store.set(k, res);
    },
    waitUntil: (p) => background.push(p),
    timeoutMs,
    stall: new StallTracker(() => 1000),
    now: () => 1000,
  };
  return { deps, store, settle: () => Promise.all(background), fetched };
}

afterEach(() => vi.useRealTimers());

/** Only the time-out is faked; hashing (real async) still completes. */
const fakeTimeout = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
/** Waits (real time) until the request went out, i.e. the key was computed and the time-out armed. */
async function untilFetched(fetched: Request[]): Promise<void> {
  while (fetched.length === 0) await new Promise((r) => setImmediate(r));
}

describe('networkFirstCatalog', () => {
  it('answers from the network and stores a success envelope under the synthetic key', async () => {
    const { deps, store, settle, fetched } = fakeDeps(async () => envelope(1));
    const res = await networkFirstCatalog(request('secret'), deps);
    await settle();
    expect((await res.json()).code).toBe(1);
    const key = (await catalogCacheKey(URL_, BODY))!.key;
    expect([...store.keys()]).toEqual([key]);
    expect(store.get(key)?.headers.get(STORED_AT_HEADER)).toBe('1000');
    // The body was read from a clone before sending: the request that went out still has it.
    expect(await fetched[0].text()).toBe(BODY);
  });

  it('never stores a refusal (code 0) or an HTTP error', async () => {
    for (const res of [envelope(0, null), envelope(1, [], 500), envelope(400, null, 400)]) {
      const { deps, store, settle } = fakeDeps(async () => res);
      await networkFirstCatalog(request(), deps);
      await settle();
      expect(store.size).toBe(0);
    }
  });

  it('offline: answers from the store, or fails like the network did', async () => {
    const online = fakeDeps(async () => envelope(1, ['fresh']));
    await networkFirstCatalog(request(), online.deps);
    await online.settle();

    const offline = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    online.store.forEach((v, k) => offline.store.set(k, v));
    const res = await networkFirstCatalog(request('other-user-token'), offline.deps);
    expect((await res.json()).data).toEqual(['fresh']);

    const empty = fakeDeps(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(networkFirstCatalog(request(), empty.deps)).rejects.toThrow('Failed to fetch');
  });

  it('slow network: after the time-out answers from the store, and the late answer still refreshes it', async () => {
    fakeTimeout();
    let resolveLate!: (r: Response) => void;
    const slow = fakeDeps(() => new Promise<Response>((r) => (resolveLate = r)), 3000);
    const key = (await catalogCacheKey(URL_, BODY))!.key;
    slow.store.set(key, envelope(1, ['old']));
    const pending = networkFirstCatalog(request(), slow.deps);
    await untilFetched(slow.fetched);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await (await pending).json()).data).toEqual(['old']);
    resolveLate(envelope(1, ['new']));
    await slow.settle();
    expect((await slow.store.get(key)!.clone().json()).data).toEqual(['new']);
  });

  it('stalled network with nothing stored: a prompt 504 (the page says "not saved yet"), the late answer still stored', async () => {
    fakeTimeout();
    let resolveLate!: (r: Response) => void;
    const slow = fakeDeps(() => new Promise<Response>((r) => (resolveLate = r)), 2500);
    const pending = networkFirstCatalog(request(), slow.deps);
    await untilFetched(slow.fetched);
    await vi.advanceTimersByTimeAsync(2500);
    const res = await pending;
    expect(res.status).toBe(504);
    expect(res.headers.get(TIMEOUT_HEADER)).toBe('1');
    expect(slow.deps.stall.isStalled()).toBe(true);
    resolveLate(envelope(1, ['late']));
    await slow.settle();
    expect(slow.store.size).toBe(1);
    expect(slow.deps.stall.isStalled()).toBe(false);
  });

  it('once one call finds the network stalled, the other waiting calls are released at once', async () => {
    fakeTimeout();
    const stall = new StallTracker(() => 1000);
    const first = fakeDeps(() => new Promise<Response>(() => undefined), 2500);
    const second = fakeDeps(() => new Promise<Response>(() => undefined), 60_000);
    first.deps.stall = stall;
    second.deps.stall = stall;
    const a = networkFirstCatalog(request(), first.deps);
    const b = networkFirstCatalog(new Request(URL_, { method: 'POST', body: '{"lang":1}' }), second.deps);
    await untilFetched(first.fetched);
    await untilFetched(second.fetched);
    await vi.advanceTimersByTimeAsync(2500);
    expect((await a).status).toBe(504);
    expect((await b).status).toBe(504);
  });

  it('a 5xx answer falls back to the stored answer when there is one', async () => {
    const { deps, store } = fakeDeps(async () => envelope(500, null, 500));
    store.set((await catalogCacheKey(URL_, BODY))!.key, envelope(1, ['stored']));
    expect((await (await networkFirstCatalog(request(), deps)).json()).data).toEqual(['stored']);
  });

  it('a body that is not JSON goes to the network only', async () => {
    const { deps, store, settle } = fakeDeps(async () => envelope(1));
    await networkFirstCatalog(new Request(URL_, { method: 'POST', body: 'a=1' }), deps);
    await settle();
    expect(store.size).toBe(0);
  });
});
