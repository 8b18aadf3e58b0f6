import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { useCartChanged } from './cart-cache.ts';
import { orderListQueryOptions } from './get-order-list.ts';
import type { Order } from './types.ts';

export interface CreateOrderInput {
  /** Generated once per checkout attempt and reused on retry: the server returns the same order. */
  client_key: string;
  address_id: number;
  coupon_id?: number;
}

/** Creates an order from the cart (addons/litestore/api.goods/create_order); prices are the server's. */
export function createOrder(input: CreateOrderInput): Promise<Order> {
  return fetchData<Order>('addons/litestore/api.goods/create_order', { ...input });
}

/** Order mutation: network only, never retried on its own; the cart empties on success. */
export function useCreateOrder() {
  const cartChanged = useCartChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    networkMode: 'always',
    onSuccess: () => {
      cartChanged();
      void queryClient.invalidateQueries({ queryKey: orderListQueryOptions(0, '').queryKey.slice(0, 2) });
    },
  });
}
