import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { Store } from './types.ts';

/**
 * Every store in one call: the finder filters by province and city and sorts by distance on the
 * device, so one saved answer serves every choice offline.
 */
export function getStores(lang: Lang): Promise<Store[]> {
  return fetchData<Store[]>('api/stores/get_store', { lang });
}

/** Catalog query, persisted so the store list works offline once fetched. */
export function storesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'stores', lang] as const,
    queryFn: ({ queryKey }) => getStores(queryKey[2]),
    meta: bothLanguagesMeta,
    staleTime: 30 * 60_000,
  });
}

/** All stores in the given language. */
export function useStores(lang: Lang) {
  return useQuery(storesQueryOptions(lang));
}
