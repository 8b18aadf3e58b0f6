import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { IpProvince } from './types.ts';

/** The default province for this visitor, guessed by the server from the IP (Yunnan when unknown). */
export function getIpProvince(lang: Lang): Promise<IpProvince | null> {
  return fetchData<IpProvince | null>('api/areas/ip_get_province', { lang });
}

/** Persisted too: offline, the finder still opens on the same province (it is not personal data beyond a region). */
export function ipProvinceQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'ip-province', lang] as const,
    queryFn: () => getIpProvince(lang),
    meta: persistMeta,
    staleTime: 60 * 60_000,
  });
}

/** The visitor's default province. */
export function useIpProvince(lang: Lang) {
  return useQuery(ipProvinceQueryOptions(lang));
}
