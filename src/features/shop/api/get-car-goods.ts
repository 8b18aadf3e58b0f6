import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData, NetworkError } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';

/** One row of the logged-in user's cart. */
export interface CartGoodsRow {
  cart_id: number;
  goods_id: number;
  quantity: number;
  id: number;
  name?: string;
  title?: string;
  top_pic?: string;
  mainImgUrl?: string;
  purchasePrice: string;
  price_cents?: number;
  stock?: number;
}

/** The cart list; the API client sends the token. The length of the list is the cart count. */
export async function getCarGoods(lang: Lang): Promise<CartGoodsRow[]> {
  // Offline there is nothing to ask: fail at once without a request (network-only, never queued).
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new NetworkError('offline');
  const data = await fetchData<CartGoodsRow[]>('addons/litestore/api.goods/get_car_goods', { lang });
  return Array.isArray(data) ? data : [];
}

/**
 * User data: never persisted, network only (a cart must never be shown from a stale copy).
 * The token is in the key so one user's cart is never shown to the next.
 */
export function carGoodsQueryOptions(lang: Lang, token: string) {
  return queryOptions({
    queryKey: ['shop', 'car-goods', lang, token] as const,
    queryFn: () => getCarGoods(lang),
    // 'always' + no reconnect refetch: offline it fails at once instead of pausing and firing by
    // itself when the connection returns (nothing commerce-related is ever sent on its own).
    networkMode: 'always',
    refetchOnReconnect: false,
    retry: false,
    // Nor when a part of the page mounts again after the connection returned (the header's badge,
    // a lazy part resolving): a failed read is asked again only by the rider (Try again, a cart
    // change, a new page).
    retryOnMount: false,
  });
}

/** The cart; only fetched when a token exists (spec section 6). */
export function useCarGoods(lang: Lang, token: string | undefined) {
  return useQuery({ ...carGoodsQueryOptions(lang, token ?? ''), enabled: !!token });
}
