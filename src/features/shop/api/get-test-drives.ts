import { useQuery } from '@tanstack/react-query';
import { fetchData, HttpError } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { ServiceRecord } from './types.ts';

/** The user's test-ride bookings (api/user/get_zsjc_test_drive); an endpoint that does not exist yet answers as an empty list. */
export async function getTestDrives(): Promise<ServiceRecord[]> {
  try {
    const data = await fetchData<ServiceRecord[]>('api/user/get_zsjc_test_drive');
    return Array.isArray(data) ? data : [];
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) return [];
    throw err;
  }
}

/** Network-only user data. */
export function testDrivesQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('test-drives', lang, token, getTestDrives);
}

/** The user's test-ride bookings. */
export function useTestDrives(lang: Lang, token: string) {
  return useQuery(testDrivesQueryOptions(lang, token));
}
