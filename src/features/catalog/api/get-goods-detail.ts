import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { GoodsDetail } from './types.ts';

/** One goods item with variants and fitting models (addons/litestore/api.goods/detail). */
export function getGoodsDetail(id: number): Promise<GoodsDetail> {
  return fetchData<GoodsDetail>('addons/litestore/api.goods/detail', { id });
}

/** Query options for a goods item; catalog data, so it is persisted for offline reading. */
export function goodsDetailQueryOptions(id: number, lang: 0 | 1) {
  return queryOptions({ queryKey: ['catalog', 'goods-detail', id, lang], queryFn: () => getGoodsDetail(id), meta: persistMeta, enabled: id > 0 });
}

/** A goods item's detail. */
export function useGoodsDetail(id: number, lang: 0 | 1) {
  return useQuery(goodsDetailQueryOptions(id, lang));
}
