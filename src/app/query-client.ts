import { QueryClient } from '@tanstack/react-query';

/** Persisted catalog answers live at most 7 days; gcTime must be at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Marks a query for persistence to IndexedDB (catalog reads only; never user data). */
export const persistMeta = { persist: true } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // offlineFirst: an offline fetch still reaches the service worker, which may answer from its cache.
        networkMode: 'offlineFirst',
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 5 * 60 * 1000,
        retry: (count, err) => count < 1 && (err as { kind?: string }).kind === 'network',
        refetchOnWindowFocus: false,
      },
      // 'always': an offline mutation fails at once (the page shows its needs-a-connection state) instead of
      // being paused and silently re-sent when the connection returns. Commerce is never queued.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

/** The parts of a Query the persistence rule reads (structural: the persister ships its own query-core copy). */
export interface PersistableQuery {
  state: { status: string };
  meta?: Record<string, unknown>;
}

/** Only successful queries that opted in with `meta: persistMeta` are written to IndexedDB. */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}
