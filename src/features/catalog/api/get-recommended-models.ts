import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { ModelSummary } from './types.ts';

/** Recommended models for the home page (api/car_info/is_recommend_car). */
export function getRecommendedModels(): Promise<ModelSummary[]> {
  return fetchData<ModelSummary[]>('api/car_info/is_recommend_car');
}

/** Query options for the recommended models in one language. */
export function recommendedModelsQueryOptions(lang: 0 | 1) {
  return queryOptions({ queryKey: ['catalog', 'recommended', lang], queryFn: getRecommendedModels, meta: persistMeta });
}

/** The recommended models. */
export function useRecommendedModels(lang: 0 | 1) {
  return useQuery(recommendedModelsQueryOptions(lang));
}
