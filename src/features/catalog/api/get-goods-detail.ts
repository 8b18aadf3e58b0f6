import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { GoodsDetail } from './types.ts';

/** One goods item with variants and fitting models (addons/litestore/api.goods/detail), stamped when replayed from the worker's cache. */
export function getGoodsDetail(id: number, lang?: 0 | 1): Promise<Stamped<GoodsDetail>> {
  return fetchStamped<GoodsDetail>('addons/litestore/api.goods/detail', { id, lang });
}

/** Query options for a goods item; catalog data, so it is persisted for offline reading. Data is the plain GoodsDetail. */
export function goodsDetailQueryOptions(id: number, lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'goods-detail', id, lang] as const,
    queryFn: ({ queryKey }) => getGoodsDetail(queryKey[2], queryKey[3]),
    ...stampedQuery<GoodsDetail>(),
    meta: bothLanguagesMeta,
    enabled: id > 0,
  });
}

/** A goods item's detail. */
export function useGoodsDetail(id: number, lang: 0 | 1) {
  return useQuery(goodsDetailQueryOptions(id, lang));
}
