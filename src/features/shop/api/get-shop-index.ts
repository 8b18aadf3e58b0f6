import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { Lang } from '../../../lib/store.ts';
import type { ShopIndex } from './types.ts';

/** Shop home data: kinds, categories and featured goods (addons/litestore/api.goods/index). */
export function getShopIndex(lang?: 0 | 1): Promise<ShopIndex> {
  return fetchData<ShopIndex>('addons/litestore/api.goods/index', { lang });
}

/** Catalog data (no user data), so it may be kept for offline browsing. */
export function shopIndexQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['shop', 'index', lang] as const, queryFn: ({ queryKey }) => getShopIndex(queryKey[2]), meta: bothLanguagesMeta });
}

/** The shop's kinds and categories. */
export function useShopIndex(lang: Lang) {
  return useQuery(shopIndexQueryOptions(lang));
}
