import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { PayResult } from './types.ts';

/** The payment result for an order (addons/litestore/api.goods/pay_order_return). */
export function payOrderReturn(orderId: number): Promise<PayResult> {
  return fetchData<PayResult>('addons/litestore/api.goods/pay_order_return', { order_id: orderId });
}

/** Network-only user data. */
export function payOrderReturnQueryOptions(lang: Lang, token: string, orderId: number) {
  return { ...userQueryOptions('pay-order-return', lang, token, () => payOrderReturn(orderId), [orderId]), enabled: !!token && orderId > 0 };
}

/** An order's payment status. */
export function usePayOrderReturn(lang: Lang, token: string, orderId: number) {
  return useQuery(payOrderReturnQueryOptions(lang, token, orderId));
}
