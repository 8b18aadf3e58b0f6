import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { deliveryAddressQueryOptions } from './get-delivery-address.ts';
import type { Address, AddressInput } from './types.ts';

/** Adds an address, or edits one when `id` is set (api/user/add_and_edit_delivery_address). */
export function saveDeliveryAddress(input: AddressInput): Promise<Address> {
  return fetchData<Address>('api/user/add_and_edit_delivery_address', { ...input });
}

/** Save-address mutation: network only; the address list refetches afterwards. */
export function useSaveDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryAddress,
    networkMode: 'always',
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryAddressQueryOptions(0, '').queryKey.slice(0, 2) }),
  });
}
