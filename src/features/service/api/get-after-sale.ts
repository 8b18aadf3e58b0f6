import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { AfterSale } from './types.ts';

/** After-sales hub content: policies, special services, warranty plans, schedule, bookable models; stamped when replayed from the worker's cache. */
export function getAfterSale(lang: Lang): Promise<Stamped<AfterSale>> {
  return fetchStamped<AfterSale>('api/about_us/after_sale', { lang });
}

/** Catalog query, persisted so the policies and the schedule show offline. */
export function afterSaleQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'after-sale', lang] as const,
    queryFn: ({ queryKey }) => getAfterSale(queryKey[2]),
    ...stampedQuery<AfterSale>(),
    meta: bothLanguagesMeta,
    staleTime: 30 * 60_000,
  });
}

/** The after-sales content in the given language. */
export function useAfterSale(lang: Lang) {
  return useQuery(afterSaleQueryOptions(lang));
}
