import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';

/** A goods card (modification part or riding equipment) as the litestore lists return it. */
export interface GoodsItem {
  id: number;
  slug?: string;
  name?: string;
  title?: string;
  top_pic?: string;
  mainImgUrl?: string;
  /** Yuan as a decimal string, e.g. "459.00". */
  purchasePrice: string;
  category?: string;
  /** Units in stock (a parent's is the sum of its variants'); 0 is sold out. */
  stock?: number;
  children?: { id: number; name: string; purchasePrice: string }[];
}

/** The display name and picture of a goods item (the legacy contract fills either spelling). */
export function goodsView(g: GoodsItem): { name: string; pic: string } {
  return { name: g.name || g.title || '', pic: g.top_pic || g.mainImgUrl || '' };
}

/** Modification accessories. */
export async function getPartsGoods(lang: Lang): Promise<GoodsItem[]> {
  const data = await fetchData<GoodsItem[]>('addons/litestore/api.goods/get_parts_goods_list', { lang });
  return Array.isArray(data) ? data : [];
}

/** Catalog query (persisted for offline use); lang is part of the key. */
export function partsGoodsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'parts-goods', lang] as const,
    queryFn: ({ queryKey }) => getPartsGoods(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** Modification accessories in the given language. */
export function usePartsGoods(lang: Lang, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...partsGoodsQueryOptions(lang), enabled: opts.enabled ?? true });
}
