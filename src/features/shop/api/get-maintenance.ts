import { useQuery } from '@tanstack/react-query';
import { fetchData, HttpError } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { ServiceRecord } from './types.ts';

/** The user's maintenance bookings (api/user/maintenance); an endpoint that does not exist yet answers as an empty list. */
export async function getMaintenance(): Promise<ServiceRecord[]> {
  try {
    const data = await fetchData<ServiceRecord[]>('api/user/maintenance');
    return Array.isArray(data) ? data : [];
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return [];
    throw err;
  }
}

/** Network-only user data. */
export function maintenanceQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('maintenance', lang, token, getMaintenance);
}

/** The user's maintenance bookings. */
export function useMaintenance(lang: Lang, token: string) {
  return useQuery(maintenanceQueryOptions(lang, token));
}
