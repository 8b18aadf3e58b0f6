import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { orderListQueryOptions } from './get-order-list.ts';
import { orderDetailQueryOptions } from './get-order-detail.ts';
import { userInfoQueryOptions } from './get-user-info.ts';
import type { Order } from './types.ts';

/** Cancels one of the user's unpaid orders (api/user/cancel_order); idempotent on the server. */
export function cancelOrder(orderId: number): Promise<Order> {
  return fetchData<Order>('api/user/cancel_order', { order_id: orderId });
}

/** Cancel mutation: network only; the order list, its detail and the pending count refetch afterwards. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    networkMode: 'always',
    onSettled: () =>
      Promise.all(
        [orderListQueryOptions(0, '').queryKey, orderDetailQueryOptions(0, '', 0).queryKey, userInfoQueryOptions(0, '').queryKey].map((key) =>
          queryClient.invalidateQueries({ queryKey: key.slice(0, 2) }),
        ),
      ),
  });
}
