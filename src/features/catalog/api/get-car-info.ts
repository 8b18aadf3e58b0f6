import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { CarInfo } from './types.ts';

/** One model's detail (api/car_info/get_car_info), stamped when replayed from the worker's cache; a code-0 answer (unknown model) rejects as RefusalError. */
export function getCarInfo(carModelId: number, lang?: 0 | 1): Promise<Stamped<CarInfo>> {
  return fetchStamped<CarInfo>('api/car_info/get_car_info', { car_model_id: carModelId, lang });
}

/** Query options for a model's detail; persisted, so the detail and compare views work offline once seen. Data is the plain CarInfo (`asOfTime` reads the stamp). */
export function carInfoQueryOptions(carModelId: number, lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'car-info', carModelId, lang] as const,
    queryFn: ({ queryKey }) => getCarInfo(queryKey[2], queryKey[3]),
    ...stampedQuery<CarInfo>(),
    meta: bothLanguagesMeta,
    enabled: carModelId > 0,
  });
}

/** A model's detail. */
export function useCarInfo(carModelId: number, lang: 0 | 1) {
  return useQuery(carInfoQueryOptions(carModelId, lang));
}
