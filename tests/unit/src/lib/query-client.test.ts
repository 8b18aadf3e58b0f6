import { describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';

const idb = vi.hoisted(() => new Map<string, unknown>());
vi.mock('idb-keyval', () => ({
  get: async (k: string) => idb.get(k),
  set: async (k: string, v: unknown) => void idb.set(k, v),
  del: async (k: string) => void idb.delete(k),
}));

const { createQueryClient, persistMeta, shouldPersistQuery, PERSIST_MAX_AGE_MS } = await import('../../../../src/app/query-client.ts');
const { persistOptions, persistQueries } = await import('../../../../src/app/persist-queries.ts');

describe('shouldPersistQuery', () => {
  it('persists only successful queries marked with persistMeta', () => {
    expect(shouldPersistQuery({ state: { status: 'success' }, meta: persistMeta })).toBe(true);
    expect(shouldPersistQuery({ state: { status: 'success' } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'success' }, meta: { persist: 'yes' } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'error' }, meta: persistMeta })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'pending' }, meta: persistMeta })).toBe(false);
  });
});

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
});

describe('persistOptions', () => {
  it('uses the build id as buster and a 7-day max age', () => {
    const o = persistOptions();
    expect(o.buster).toBe(__BUILD_ID__);
    expect(o.maxAge).toBe(PERSIST_MAX_AGE_MS);
  });

  /** Saves through the real persister into the mocked IndexedDB and returns what was written. */
  async function save(client: QueryClient) {
    idb.clear();
    const o = persistOptions();
    // The persister package ships its own query-core copy: the client is the same at run time.
    const queryClient = client as unknown as Parameters<typeof persistQueryClientSave>[0]['queryClient'];
    await persistQueryClientSave({ queryClient, persister: o.persister, buster: o.buster, dehydrateOptions: o.dehydrateOptions });
    await vi.waitFor(() => expect(idb.has('yunling-query-cache')).toBe(true), { timeout: 3000 });
    return JSON.parse(String(idb.get('yunling-query-cache'))) as { buster: string; clientState: { queries: { queryKey: unknown }[]; mutations: unknown[] } };
  }

  it('writes catalog queries only to IndexedDB, never user data or mutations', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['catalog', 'car-groups', 'vehicle_series', 0], queryFn: async () => [{ id: 1 }], meta: persistMeta });
    await client.fetchQuery({ queryKey: ['cart', 0], queryFn: async () => ['secret cart'] });
    client.setQueryData(['news', 1, 0], { list: [] });
    await client.getMutationCache().build(client, { mutationKey: ['add-to-cart'], mutationFn: async () => 1 }).execute(undefined);
    const saved = await save(client);
    expect(saved.buster).toBe(__BUILD_ID__);
    expect(saved.clientState.queries.map((q) => q.queryKey)).toEqual([['catalog', 'car-groups', 'vehicle_series', 0]]);
    expect(saved.clientState.mutations).toEqual([]);
  });

  it('restores the persisted catalog into a new client without overwriting newer answers', async () => {
    const first = createQueryClient();
    await first.fetchQuery({ queryKey: ['catalog', 'a'], queryFn: async () => 'old a', meta: persistMeta });
    await first.fetchQuery({ queryKey: ['catalog', 'b'], queryFn: async () => 'old b', meta: persistMeta });
    await save(first);

    // The next visit renders before the restore: one query has already been answered by the network.
    const next = createQueryClient();
    await new Promise((r) => setTimeout(r, 5));
    next.setQueryData(['catalog', 'b'], 'fresh b');
    await persistQueries(next);
    expect(next.getQueryData(['catalog', 'a'])).toBe('old a');
    expect(next.getQueryData(['catalog', 'b'])).toBe('fresh b');
  });

  it('drops a cache written by another build (buster)', async () => {
    idb.set('yunling-query-cache', JSON.stringify({ buster: 'another-build', timestamp: Date.now(), clientState: { queries: [{ queryKey: ['catalog', 'x'], queryHash: '["catalog","x"]', state: { data: 'stale', dataUpdatedAt: 1, status: 'success' } }], mutations: [] } }));
    const next = createQueryClient();
    await persistQueries(next);
    expect(next.getQueryData(['catalog', 'x'])).toBeUndefined();
  });
});
