import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { Part } from './types.ts';

/** Parts that fit a model, optionally matching a name or part number. */
export function getParts(carModelId: number, keyword: string, lang: Lang): Promise<Part[]> {
  return fetchData<Part[]>('addons/litestore/api.goods/get_parts', { car_model_id: carModelId, ...(keyword ? { keyword } : {}), lang });
}

/** Catalog query (persisted): a search once made can be repeated offline. */
export function partsQueryOptions(carModelId: number, keyword: string, lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'parts', carModelId, keyword, lang] as const,
    queryFn: () => getParts(carModelId, keyword, lang),
    meta: persistMeta,
  });
}

/** Parts of the chosen model (disabled until a model is chosen); keeps the last results while typing. */
export function useParts(carModelId: number | null, keyword: string, lang: Lang) {
  return useQuery({ ...partsQueryOptions(carModelId ?? 0, keyword, lang), enabled: !!carModelId, placeholderData: keepPreviousData });
}
