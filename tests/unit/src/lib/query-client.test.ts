import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';

// idb-keyval over a Map; jsdom has no IndexedDB, so the persister is told there is one.
const idb = vi.hoisted(() => {
  (globalThis as { indexedDB?: unknown }).indexedDB = {};
  return { store: new Map<string, string>(), writes: [] as { key: string; chars: number }[] };
});
vi.mock('idb-keyval', () => ({
  get: async (k: string) => idb.store.get(k),
  set: async (k: string, v: string) => {
    idb.writes.push({ key: k, chars: v.length });
    idb.store.set(k, v);
  },
  del: async (k: string) => void idb.store.delete(k),
  entries: async () => [...idb.store.entries()],
}));

const { createQueryClient, persistMeta, PERSIST_MAX_AGE_MS, TIMED_OUT_RECENT_MS } = await import('../../../../src/app/query-client.ts');
const { persistQueries, queryPersister, LEGACY_CACHE_KEY, QUERY_KEY_PREFIX } = await import('../../../../src/app/persist-queries.ts');
const { TimedOutError } = await import('../../../../src/lib/api-client.ts');

const keyOf = (queryKey: unknown[]) => `${QUERY_KEY_PREFIX}-${JSON.stringify(queryKey)}`;
/** Lets the persister's scheduled write (notifyManager, a macrotask) land. */
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(() => {
  idb.store.clear();
  idb.writes.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('createQueryClient', () => {
  it('queries are offlineFirst and live at least as long as the persisted max age; mutations are never paused for later', () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries!;
    expect(q.networkMode).toBe('offlineFirst');
    expect(Number(q.gcTime)).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
    // 'online' would pause an offline mutation and send it by itself on reconnect; 'always' fails it at once.
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(PERSIST_MAX_AGE_MS).toBe(7 * 24 * 3600 * 1000);
  });

  it('retries a network failure once, but never a timed-out catalog read', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (n: number, e: unknown) => boolean;
    expect(retry(0, { kind: 'network' })).toBe(true);
    expect(retry(0, new TimedOutError('timeout'))).toBe(false);
  });
});

describe('per-query persistence', () => {
  async function fetchCatalog(client: QueryClient, queryKey: unknown[], value: unknown) {
    await client.fetchQuery({ queryKey, queryFn: async () => value, meta: persistMeta });
    await settle();
  }

  it('writes each catalog query as its own small entry, never user data; a change rewrites one entry', async () => {
    const client = createQueryClient();
    const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `model ${i}` }));
    await fetchCatalog(client, ['catalog', 'car-groups', 'vehicle_series', 0], big);
    await fetchCatalog(client, ['service', 'after-sale', 0], { policy: 'text' });
    await client.fetchQuery({ queryKey: ['cart', 0], queryFn: async () => ['secret cart'] });
    await settle();
    expect([...idb.store.keys()].sort()).toEqual([keyOf(['catalog', 'car-groups', 'vehicle_series', 0]), keyOf(['service', 'after-sale', 0])].sort());
    const saved = JSON.parse(idb.store.get(keyOf(['service', 'after-sale', 0]))!) as { buster: string; state: { data: unknown } };
    expect(saved.buster).toBe(__BUILD_ID__);
    expect(saved.state.data).toEqual({ policy: 'text' });

    // A refreshed small answer writes that entry only, not the large one next to it.
    idb.writes.length = 0;
    await client.refetchQueries({ queryKey: ['service', 'after-sale', 0] });
    await settle();
    expect(idb.writes.map((w) => w.key)).toEqual([keyOf(['service', 'after-sale', 0])]);
    expect(idb.writes[0].chars).toBeLessThan(400);
  });

  it('a new visit answers a catalog query from IndexedDB when it is first asked for', async () => {
    await fetchCatalog(createQueryClient(), ['catalog', 'a', 0], 'saved a');
    const next = createQueryClient();
    const network = vi.fn(async () => new Promise<string>(() => undefined));
    await expect(next.fetchQuery({ queryKey: ['catalog', 'a', 0], queryFn: network, meta: persistMeta })).resolves.toBe('saved a');
    expect(network).not.toHaveBeenCalled();
  });

  it('drops an entry written by another build (buster)', async () => {
    idb.store.set(
      keyOf(['catalog', 'x', 0]),
      JSON.stringify({
        buster: 'another-build',
        queryKey: ['catalog', 'x', 0],
        queryHash: '["catalog","x",0]',
        state: { data: 'stale', dataUpdatedAt: Date.now() },
      }),
    );
    const next = createQueryClient();
    await expect(next.fetchQuery({ queryKey: ['catalog', 'x', 0], queryFn: async () => 'fresh', meta: persistMeta })).resolves.toBe('fresh');
  });

  it('start-up deletes the single-blob cache of earlier builds and clears expired entries', async () => {
    idb.store.set(LEGACY_CACHE_KEY, 'x'.repeat(1000));
    idb.store.set(
      keyOf(['catalog', 'old', 0]),
      JSON.stringify({
        buster: __BUILD_ID__,
        queryKey: ['catalog', 'old', 0],
        queryHash: '',
        state: { data: 1, dataUpdatedAt: Date.now() - PERSIST_MAX_AGE_MS - 1 },
      }),
    );
    await persistQueries(createQueryClient());
    expect(idb.store.has(LEGACY_CACHE_KEY)).toBe(false);
    await queryPersister.persisterGc();
    expect(idb.store.size).toBe(0);
  });
});

describe('catalog time-out', () => {
  it('a catalog read with nothing saved gives up with TimedOutError, then fills in when the network answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createQueryClient();
    let answer: (v: string) => void = () => undefined;
    const stalled = client.fetchQuery({
      queryKey: ['catalog', 'slow', 0],
      queryFn: () => new Promise<string>((r) => (answer = r)),
      meta: persistMeta,
    });
    const failed = expect(stalled).rejects.toBeInstanceOf(TimedOutError);
    await vi.advanceTimersByTimeAsync(2600);
    await failed;
    expect(client.getQueryState(['catalog', 'slow', 0])?.status).toBe('error');
    answer('late answer');
    await vi.advanceTimersByTimeAsync(50);
    expect(client.getQueryData(['catalog', 'slow', 0])).toBe('late answer');
    expect(client.getQueryState(['catalog', 'slow', 0])?.status).toBe('success');
    expect(idb.store.has(keyOf(['catalog', 'slow', 0]))).toBe(true);
  });

  it('a page mounting on a read that just timed out shows "not saved" without asking again; later it asks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = createQueryClient();
    const queryFn = vi.fn(() => new Promise<string>(() => undefined));
    const options = { queryKey: ['catalog', 'stalled', 0], queryFn, meta: persistMeta };
    // The loader's ask, which times out.
    const failed = expect(client.fetchQuery(options)).rejects.toBeInstanceOf(TimedOutError);
    await vi.advanceTimersByTimeAsync(2600);
    await failed;
    // The page mounts at once: no second request (it would hold the not-saved state back 2.5 s more).
    const unsubscribe = new QueryObserver(client, options).subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(50);
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    // Coming back much later asks again.
    await vi.advanceTimersByTimeAsync(TIMED_OUT_RECENT_MS);
    new QueryObserver(client, options).subscribe(() => undefined)();
    await vi.advanceTimersByTimeAsync(50);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('user and commerce calls keep their own (50 s) time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createQueryClient();
    let answer: (v: string) => void = () => undefined;
    const cart = client.fetchQuery({ queryKey: ['cart', 0], queryFn: () => new Promise<string>((r) => (answer = r)) });
    await vi.advanceTimersByTimeAsync(10_000);
    answer('cart');
    await expect(cart).resolves.toBe('cart');
  });
});
