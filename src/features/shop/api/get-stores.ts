import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import type { Store } from './types.ts';

/** Dealer stores (api/stores/get_store). */
export function getStores(): Promise<Store[]> {
  return fetchData<Store[]>('api/stores/get_store');
}

/** Dealer list for the reservation form (network-only page, fetched fresh). */
export function storesQueryOptions(lang: Lang) {
  return queryOptions({ queryKey: ['shop', 'stores', lang] as const, queryFn: getStores, networkMode: 'online' });
}

/** All dealers. */
export function useStores(lang: Lang) {
  return useQuery(storesQueryOptions(lang));
}
