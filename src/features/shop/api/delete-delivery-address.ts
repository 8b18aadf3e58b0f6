import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { deliveryAddressQueryOptions } from './get-delivery-address.ts';

/** Deletes one of the user's addresses (api/user/delete_delivery_address). */
export function deleteDeliveryAddress(id: number): Promise<{ id: number }> {
  return fetchData('api/user/delete_delivery_address', { id });
}

/** Delete-address mutation: network only; the list refetches afterwards. */
export function useDeleteDeliveryAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryAddress,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryAddressQueryOptions(0, '').queryKey.slice(0, 2) }),
  });
}
