import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { Address } from './types.ts';

/** The user's delivery addresses, default first (api/user/get_delivery_address). */
export function getDeliveryAddress(): Promise<Address[]> {
  return fetchData<Address[]>('api/user/get_delivery_address');
}

/** Network-only user data. */
export function deliveryAddressQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('delivery-address', lang, token, getDeliveryAddress);
}

/** The user's addresses. */
export function useDeliveryAddress(lang: Lang, token: string) {
  return useQuery(deliveryAddressQueryOptions(lang, token));
}
