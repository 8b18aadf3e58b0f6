import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { GoodsItem } from './get-parts-goods.ts';

/** Riding equipment (helmets, jackets, gloves...). */
export async function getEquipGoods(lang: Lang): Promise<GoodsItem[]> {
  const data = await fetchData<GoodsItem[]>('addons/litestore/api.goods/get_cycle_equip_goods_list', { lang });
  return Array.isArray(data) ? data : [];
}

/** Catalog query (persisted for offline use); lang is part of the key. */
export function equipGoodsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'equip-goods', lang] as const,
    queryFn: ({ queryKey }) => getEquipGoods(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** Riding equipment in the given language. */
export function useEquipGoods(lang: Lang, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...equipGoodsQueryOptions(lang), enabled: opts.enabled ?? true });
}
