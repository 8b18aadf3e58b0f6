import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';

/** A city of the address picker, named in the asked language and in both. */
export interface AreaCity {
  name: string;
  name_zh: string;
  name_en: string;
}

/** A province with its cities (api/areas/get_province). */
export interface AreaProvince {
  id: number;
  code: string;
  name: string;
  name_zh: string;
  name_en: string;
  cities: AreaCity[];
}

/** Provinces and their cities; a catalog call, persisted so the picker also works from the cache. */
export function areasQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['shop', 'areas', lang] as const,
    queryFn: () => fetchData<AreaProvince[]>('api/areas/get_province', { lang }),
    meta: persistMeta,
    staleTime: 30 * 60_000,
  });
}

/** Provinces with cities in the given language. */
export function useAreas(lang: Lang) {
  return useQuery(areasQueryOptions(lang));
}
