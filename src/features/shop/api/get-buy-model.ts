import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import type { BuyModel } from './types.ts';

/** The model being reserved, with versions and colours (api/car_info/get_car_info). */
export function getBuyModel(carModelId: number): Promise<BuyModel> {
  return fetchData<BuyModel>('api/car_info/get_car_info', { car_model_id: carModelId });
}

/** Catalog data; the buy page is network-only, so it is fetched fresh rather than persisted. */
export function buyModelQueryOptions(carModelId: number, lang: Lang) {
  return queryOptions({ queryKey: ['shop', 'buy-model', carModelId, lang] as const, queryFn: () => getBuyModel(carModelId), enabled: carModelId > 0, networkMode: 'online' });
}

/** The model for the buy page. */
export function useBuyModel(carModelId: number, lang: Lang) {
  return useQuery(buyModelQueryOptions(carModelId, lang));
}
