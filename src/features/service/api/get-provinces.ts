import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { Province } from './types.ts';

/** Provinces with stores (centroid and store count). */
export function getProvinces(lang: Lang): Promise<Province[]> {
  return fetchData<Province[]>('api/areas/get_province', { lang });
}

/** Catalog query, persisted so the store finder works offline. */
export function provincesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'provinces', lang] as const,
    queryFn: () => getProvinces(lang),
    meta: persistMeta,
    staleTime: 30 * 60_000,
  });
}

/** Provinces in the given language. */
export function useProvinces(lang: Lang) {
  return useQuery(provincesQueryOptions(lang));
}
