import type { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { PERSIST_MAX_AGE_MS, shouldPersistQuery } from './query-client.ts';

// Its own chunk: loaded by main.tsx next to the first render, never part of the home page's initial JS.

/** IndexedDB persistence through idb-keyval, busted by the build id. */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createAsyncStoragePersister({
    storage: { getItem: (k) => get<string>(k).then((v) => v ?? null), setItem: (k, v) => set(k, v), removeItem: (k) => del(k) },
    key: 'yunling-query-cache',
    throttleTime: 1000,
  });
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: __BUILD_ID__,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
  };
}

/**
 * Restores the persisted catalog into the client (hydration keeps whatever is newer) and then keeps
 * IndexedDB in step with the cache. Resolves once restored.
 */
export async function persistQueries(queryClient: QueryClient): Promise<void> {
  // The persister package ships its own query-core copy: the client is the same at run time.
  const client = queryClient as unknown as PersistQueryClientOptions['queryClient'];
  const [, restored] = persistQueryClient({ queryClient: client, ...persistOptions() });
  await restored;
}
