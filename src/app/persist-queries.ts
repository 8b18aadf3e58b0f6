import type { Query, QueryClient, QueryFunction, QueryFunctionContext } from '@tanstack/react-query';
import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { del, entries, get, set } from 'idb-keyval';
import { PERSIST_MAX_AGE_MS } from './query-client.ts';
import { catalogTimeoutMs, withTimeout } from '../lib/catalog-timeout.ts';
import { warmOtherLanguage } from '../lib/warm-other-language.ts';
import { whenIdle } from '../lib/idle.ts';

// Its own chunk: loaded by main.tsx next to the first render, never part of the home page's initial JS.
// Each catalog query is its own IndexedDB entry (docs/decisions/044-per-query-persistence.md): a change
// writes that query only, and a query is read back when it is first asked for, not all at start-up.

/** Where each persisted query lives in idb-keyval's store: `<prefix>-<queryHash>`. */
export const QUERY_KEY_PREFIX = 'yl-query';
/** The single-blob cache earlier builds wrote (one value rewritten whole on every change): deleted. */
export const LEGACY_CACHE_KEY = 'yunling-query-cache';

/** idb-keyval that never throws (private mode, quota, no IndexedDB): a failed read is a miss. */
function idbStorage(): AsyncStorage<string> | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    getItem: (k) => get<string>(k).catch(() => undefined),
    setItem: (k, v) => set(k, v).catch(() => undefined),
    removeItem: (k) => del(k).catch(() => undefined),
    entries: () => entries<string, string>().catch(() => []),
  };
}

/** The per-query persister: build-id buster, 7-day max age; stale restored answers are refreshed. */
export const queryPersister = experimental_createQueryPersister<string>({
  storage: idbStorage(),
  prefix: QUERY_KEY_PREFIX,
  buster: __BUILD_ID__,
  maxAge: PERSIST_MAX_AGE_MS,
});

// The persister package ships its own query-core copy: the objects are the same at run time.
type PersisterQuery = Parameters<typeof queryPersister.persistQuery>[0];

/**
 * The `persister` of every catalog query (those with `meta.persist`): answers from IndexedDB when the
 * query has no data yet, otherwise asks the network with the catalog time-out and writes the answer.
 * A timed-out request keeps going: its late answer fills the query in and is written too.
 */
export function catalogFetch(queryFn: QueryFunction, ctx: QueryFunctionContext, query: Query): Promise<unknown> {
  const timed: QueryFunction = (c) => {
    const started = Date.now();
    return withTimeout(Promise.resolve(queryFn(c)), catalogTimeoutMs(), (late) => {
      // A newer answer (a retry that got through first) wins.
      if (query.state.dataUpdatedAt > started) return;
      query.setData(late, { manual: false });
      void queryPersister.persistQuery(query as unknown as PersisterQuery);
    });
  };
  const fn = queryPersister.persisterFn as unknown as (f: QueryFunction, c: QueryFunctionContext, q: Query) => Promise<unknown>;
  return fn(timed, ctx, query);
}

/**
 * Start-up work of the persisted cache, called once by main.tsx: deletes the old single-blob cache,
 * clears expired or other-build entries when the browser is idle, and starts fetching the other
 * language's copy of catalog lists (not under Save-Data). Restoring is per query (`catalogFetch`).
 */
export async function persistQueries(queryClient: QueryClient): Promise<void> {
  const { warm } = warmOtherLanguage(queryClient);
  // The server's answers came in the page, not through a fetch: once the first render has given them
  // their options, their other-language copies are fetched like those of any other answer.
  whenIdle(() => queryClient.getQueryCache().getAll().forEach(warm), 3000);
  if (typeof indexedDB === 'undefined') return;
  whenIdle(() => persistHydrated(queryClient), 3000);
  await del(LEGACY_CACHE_KEY).catch(() => undefined);
  whenIdle(() => void queryPersister.persisterGc().catch(() => undefined), 10_000);
}

/**
 * Writes the catalog answers the server put in the page (hydrated: they never went through
 * `catalogFetch`), so a server-rendered page is saved for offline like one the browser fetched. Runs
 * once the first render has given those queries their options (`meta.persist`).
 */
export function persistHydrated(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.meta?.persist === true && query.state.status === 'success') void queryPersister.persistQuery(query as unknown as PersisterQuery);
  }
}

/** Reads the saved answers under a key prefix back into the cache (for a page that reads other pages' data, e.g. offline search). */
export function restorePersisted(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  return queryPersister.restoreQueries(queryClient as unknown as Parameters<typeof queryPersister.restoreQueries>[0], { queryKey: [...queryKey] });
}
