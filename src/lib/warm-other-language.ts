// A rider who browsed in Chinese and then switches to English offline should still find the catalog:
// when a query marked `bothLanguages` gets an answer in one language, the same query in the other
// language is fetched too, when the browser is idle (never under Save-Data or on 2g), and persisted
// like any catalog query. Such queries read their language from the last element of their key.
import { hashKey, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isConstrainedConnection } from './network.ts';
import { whenIdle } from './idle.ts';

/** The same key in the other language (the last element is the language, 0 zh or 1 en), or undefined. */
export function otherLanguageKey(key: QueryKey): QueryKey | undefined {
  const lang = key[key.length - 1];
  if (lang !== 0 && lang !== 1) return undefined;
  return [...key.slice(0, -1), lang === 0 ? 1 : 0];
}

interface WarmOptions {
  /** True when the rider pays for every byte (Save-Data, 2g): nothing is fetched ahead. */
  constrained?: () => boolean;
  /** Runs the fetch when the page is idle. */
  schedule?: (work: () => void) => void;
}

/**
 * Fetches the other language's copy of each `bothLanguages` query once it has an answer (each copy
 * once per page load; a copy's own answer does not warm anything further). Returns the unsubscribe
 * and `warm`, for answers that never fire a success event (the server's, hydrated into the cache).
 */
export function warmOtherLanguage(
  queryClient: QueryClient,
  { constrained = () => isConstrainedConnection(), schedule = (w) => whenIdle(w, 2000) }: WarmOptions = {},
): { unsubscribe: () => void; warm: (query: Query) => void } {
  const seen = new Set<string>();
  const warm = (query: Query) => {
    if (query.meta?.bothLanguages !== true || query.state.status !== 'success' || seen.has(query.queryHash)) return;
    const otherKey = otherLanguageKey(query.queryKey);
    const queryFn = query.options.queryFn;
    if (!otherKey || typeof queryFn !== 'function' || constrained()) return;
    seen.add(query.queryHash);
    seen.add(hashKey(otherKey));
    schedule(() => {
      void queryClient
        .prefetchQuery({ queryKey: otherKey, queryFn, meta: query.meta, staleTime: (query.options as { staleTime?: number }).staleTime })
        .catch(() => undefined);
    });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') warm(event.query);
  });
  return { unsubscribe, warm };
}
