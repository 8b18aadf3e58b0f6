import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { VersionParams } from './types.ts';

/** A version's prices and parameters (api/car_info/car_version_params). */
export function getCarVersionParams(carModelId: number, versionId: number, lang?: 0 | 1): Promise<VersionParams> {
  return fetchData<VersionParams>('api/car_info/car_version_params', { car_model_id: carModelId, version_id: versionId, lang });
}

/** Query options for one version of a model. */
export function carVersionParamsQueryOptions(carModelId: number, versionId: number, lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'car-version-params', carModelId, versionId, lang] as const,
    queryFn: ({ queryKey }) => getCarVersionParams(queryKey[2], queryKey[3], queryKey[4]),
    meta: bothLanguagesMeta,
    enabled: carModelId > 0 && versionId > 0,
  });
}

/** A version's parameters; keeps showing the previous version's rows while the next one loads. */
export function useCarVersionParams(carModelId: number, versionId: number, lang: 0 | 1) {
  return useQuery({ ...carVersionParamsQueryOptions(carModelId, versionId, lang), placeholderData: keepPreviousData });
}
