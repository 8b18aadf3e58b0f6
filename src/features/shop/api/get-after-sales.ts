import { useQuery } from '@tanstack/react-query';
import { fetchData, HttpError } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { ServiceRecord } from './types.ts';

/** The user's after-sales requests (api/user/after_sale_list); an endpoint that does not exist yet answers as an empty list. */
export async function getAfterSales(): Promise<ServiceRecord[]> {
  try {
    const data = await fetchData<ServiceRecord[]>('api/user/after_sale_list');
    return Array.isArray(data) ? data : [];
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return [];
    throw err;
  }
}

/** Network-only user data. */
export function afterSalesQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('after-sales', lang, token, getAfterSales);
}

/** The user's after-sales requests. */
export function useAfterSales(lang: Lang, token: string) {
  return useQuery(afterSalesQueryOptions(lang, token));
}
