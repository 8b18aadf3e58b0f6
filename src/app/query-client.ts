import { QueryClient } from '@tanstack/react-query';

/** Persisted catalog answers live at most 7 days; gcTime must be at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** Marks a query for persistence to IndexedDB (catalog reads only; never user data). */
export const persistMeta = { persist: true } as const;
/**
 * persistMeta, plus: the same query in the other language is fetched on idle, so the catalog works
 * offline in both (src/lib/warm-other-language.ts). Its queryFn must read lang from the key's end.
 */
export const bothLanguagesMeta = { persist: true, bothLanguages: true } as const;

// Not `import(...).then(...)` in one expression: the bundler folds such a `.then` into its preload
// wrapper, and a failed query would then count as a failed chunk (the chunk guard reloads the page).
const loadPersistence = () => import('./persist-queries.ts');

/** How long after a catalog read timed out its page may still mount without asking again (ms). */
export const TIMED_OUT_RECENT_MS = 10_000;

/** True when the query's last fetch failed on the catalog time-out a moment ago (a stalled network). */
export function justTimedOut(state: { error: unknown; errorUpdatedAt: number }, now = Date.now()): boolean {
  return (state.error as { timedOut?: boolean } | null)?.timedOut === true && now - state.errorUpdatedAt < TIMED_OUT_RECENT_MS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // offlineFirst: an offline fetch still reaches the service worker, which may answer from its cache.
        networkMode: 'offlineFirst',
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 5 * 60 * 1000,
        // A timed-out catalog read is not retried: the page says "not saved yet" now, the request goes on.
        retry: (count, err) => count < 1 && (err as { kind?: string }).kind === 'network' && !(err as { timedOut?: boolean }).timedOut,
        // A catalog read that just timed out is not asked again when its page mounts: the page's
        // loader started it and waited, and a second ask would hold "not saved yet" back another
        // time-out. The request still under way fills the page in; Retry and a later visit ask anew.
        retryOnMount: (query) => !justTimedOut(query.state),
        // Only a catalog read that failed is asked again when the rider comes back to the tab.
        refetchOnWindowFocus: (query) => query.state.status === 'error' && query.meta?.persist === true,
        // Catalog reads (persistMeta) are persisted per query and time out early on a stalled network;
        // the code for both loads as its own chunk. Commerce and user calls run as they are (50 s).
        persister: (queryFn, ctx, query) =>
          query.meta?.persist === true ? loadPersistence().then((m) => m.catalogFetch(queryFn, ctx, query)) : queryFn(ctx),
      },
      // 'always': an offline mutation fails at once (the page shows its needs-a-connection state) instead of
      // being paused and silently re-sent when the connection returns. Commerce is never queued.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
