import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { PartModel } from './types.ts';

/** Models that have parts. */
export function getPartCarTypes(lang: Lang): Promise<PartModel[]> {
  return fetchData<PartModel[]>('addons/litestore/api.goods/get_part_car_types', { lang });
}

/** Catalog query (persisted). */
export function partCarTypesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'part-car-types', lang] as const,
    queryFn: ({ queryKey }) => getPartCarTypes(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** Models with parts, in the given language. */
export function usePartCarTypes(lang: Lang) {
  return useQuery(partCarTypesQueryOptions(lang));
}
