import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAppStore, type Lang } from '../../../lib/store.ts';
import { carGoodsQueryOptions, useCarGoods } from '../../../features/shop/api/get-car-goods.ts';
import { CART_CHANGED_EVENT } from '../../../lib/cart-events.ts';

/**
 * Keeps the store's cart badge in step with the cart: fetched only when user data exists (spec
 * section 6), refetched when a feature announces a cart change. The header renders it (as its own
 * chunk) only for a visitor with user data: nobody else needs the cart call's code.
 */
export function CartBadgeSync({ lang }: { lang: Lang }): null {
  const token = useAppStore((s) => s.userData?.token);
  const setBadge = useAppStore((s) => s.setBadge);
  const queryClient = useQueryClient();
  const cart = useCarGoods(lang, token);

  useEffect(() => {
    if (token && cart.data) setBadge(cart.data.length);
  }, [token, cart.data, setBadge]);

  useEffect(() => {
    if (!token) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: carGoodsQueryOptions(lang, token).queryKey });
    window.addEventListener(CART_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refetch);
  }, [queryClient, lang, token]);
  return null;
}
