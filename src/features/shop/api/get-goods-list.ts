import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { Lang } from '../../../lib/store.ts';
import type { GoodsCard, GoodsListQuery, Paged } from './types.ts';

/** One page of goods, filtered and sorted on the server (addons/litestore/api.goods/goods_list); stamped when replayed from the worker's cache. */
export function getGoodsList(q: GoodsListQuery, lang?: Lang): Promise<Stamped<Paged<GoodsCard>>> {
  const body: Record<string, unknown> = { page: q.page, page_size: q.page_size, lang };
  if (q.kind) body.kind = q.kind;
  if (q.category) body.category = q.category;
  if (q.keyword) body.keyword = q.keyword;
  if (q.sort && q.sort !== 'default') body.sort = q.sort;
  return fetchStamped<Paged<GoodsCard>>('addons/litestore/api.goods/goods_list', body);
}

/** Catalog data, persisted for offline browsing; the previous page stays visible while the next loads. */
export function goodsListQueryOptions(q: GoodsListQuery, lang: Lang) {
  return queryOptions({
    queryKey: ['shop', 'goods-list', q, lang] as const,
    queryFn: ({ queryKey }) => getGoodsList(queryKey[2], queryKey[3]),
    ...stampedQuery<Paged<GoodsCard>>(),
    meta: bothLanguagesMeta,
    placeholderData: keepPreviousData,
  });
}

/** A page of goods. */
export function useGoodsList(q: GoodsListQuery, lang: Lang) {
  return useQuery(goodsListQueryOptions(q, lang));
}
