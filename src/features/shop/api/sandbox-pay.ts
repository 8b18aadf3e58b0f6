import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { orderListQueryOptions } from './get-order-list.ts';

/** The sandbox's Pay / Cancel buttons (api/payment/sandbox_pay). */
export function sandboxPay(vars: { session: string; action: 'pay' | 'cancel' }): Promise<{ status: string; order_id: number }> {
  return fetchData('api/payment/sandbox_pay', vars);
}

/** Sandbox pay mutation: network only; order lists refetch afterwards. */
export function useSandboxPay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sandboxPay,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderListQueryOptions(0, '').queryKey.slice(0, 2) }),
  });
}
