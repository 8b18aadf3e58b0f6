import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { Order } from './types.ts';

/** One of the user's orders (api/user/get_order_detail); another user's id rejects as RefusalError. */
export function getOrderDetail(orderId: number): Promise<Order> {
  return fetchData<Order>('api/user/get_order_detail', { order_id: orderId });
}

/** Network-only user data. */
export function orderDetailQueryOptions(lang: Lang, token: string, orderId: number) {
  return { ...userQueryOptions('order-detail', lang, token, () => getOrderDetail(orderId), [orderId]), enabled: !!token && orderId > 0 };
}

/** One order. */
export function useOrderDetail(lang: Lang, token: string, orderId: number) {
  return useQuery(orderDetailQueryOptions(lang, token, orderId));
}
