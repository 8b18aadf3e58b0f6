import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { Order, Paged } from './types.ts';

/** The user's orders, newest first (api/user/get_order_list). */
export function getOrderList(page: number, pageSize = 10): Promise<Paged<Order>> {
  return fetchData<Paged<Order>>('api/user/get_order_list', { page, page_size: pageSize });
}

/** Network-only user data, one page per key. */
export function orderListQueryOptions(lang: Lang, token: string, page = 1) {
  return { ...userQueryOptions('order-list', lang, token, () => getOrderList(page), [page]), placeholderData: keepPreviousData };
}

/** A page of the user's orders. */
export function useOrderList(lang: Lang, token: string, page = 1) {
  return useQuery(orderListQueryOptions(lang, token, page));
}
