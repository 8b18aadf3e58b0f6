import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { Banner } from './types.ts';

/** Home hero banners (api/banner/get_banner). */
export function getBanners(lang?: 0 | 1): Promise<Banner[]> {
  return fetchData<Banner[]>('api/banner/get_banner', { lang });
}

/** Query options for the home banners in one language. */
export function bannersQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'banners', lang] as const,
    queryFn: ({ queryKey }) => getBanners(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** The home banners. */
export function useBanners(lang: 0 | 1) {
  return useQuery(bannersQueryOptions(lang));
}
