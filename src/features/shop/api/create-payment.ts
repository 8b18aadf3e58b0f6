import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { PaymentStart } from './types.ts';

/** Opens a payment for a pending order (api/payment/create); resolves with the provider's pay URL. */
export function createPayment(orderId: number): Promise<PaymentStart> {
  return fetchData<PaymentStart>('api/payment/create', { order_id: orderId });
}

/** Start-payment mutation: network only. */
export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment, networkMode: 'always' });
}
