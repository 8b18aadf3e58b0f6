import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta, persistMeta } from '../../../app/query-client.ts';
import type { Part } from './types.ts';

/** Parts that fit a model, optionally matching a name or part number; stamped when replayed from the worker's cache. */
export function getParts(carModelId: number, keyword: string, lang: Lang): Promise<Stamped<Part[]>> {
  return fetchStamped<Part[]>('addons/litestore/api.goods/get_parts', { car_model_id: carModelId, ...(keyword ? { keyword } : {}), lang });
}

/** Catalog query (persisted): a search once made can be repeated offline. */
export function partsQueryOptions(carModelId: number, keyword: string, lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'parts', carModelId, keyword, lang] as const,
    queryFn: ({ queryKey }) => getParts(queryKey[2], queryKey[3], queryKey[4]),
    ...stampedQuery<Part[]>(),
    // A model's whole list is kept in both languages; a typed search only in the one it was made in.
    meta: keyword ? persistMeta : bothLanguagesMeta,
  });
}

/** Parts of the chosen model (disabled until a model is chosen); keeps the last results while typing. */
export function useParts(carModelId: number | null, keyword: string, lang: Lang) {
  return useQuery({ ...partsQueryOptions(carModelId ?? 0, keyword, lang), enabled: !!carModelId, placeholderData: keepPreviousData });
}
