import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { ModelSummary } from './types.ts';

/** Recommended models for the home page (api/car_info/is_recommend_car), stamped when replayed from the worker's cache. */
export function getRecommendedModels(lang?: 0 | 1): Promise<Stamped<ModelSummary[]>> {
  return fetchStamped<ModelSummary[]>('api/car_info/is_recommend_car', { lang });
}

/** Query options for the recommended models in one language. */
export function recommendedModelsQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'recommended', lang] as const,
    queryFn: ({ queryKey }) => getRecommendedModels(queryKey[2]),
    ...stampedQuery<ModelSummary[]>(),
    meta: bothLanguagesMeta,
  });
}

/** The recommended models. */
export function useRecommendedModels(lang: 0 | 1) {
  return useQuery(recommendedModelsQueryOptions(lang));
}
