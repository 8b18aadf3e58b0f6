import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { useCartChanged } from './cart-cache.ts';

/** Sets a cart line's quantity (addons/litestore/api.goods/edit_car_goods); over stock rejects as RefusalError. */
export function editCarGoods(vars: { cart_id: number; quantity: number }): Promise<{ cart_id: number; quantity: number }> {
  return fetchData('addons/litestore/api.goods/edit_car_goods', vars);
}

/** Quantity change: network only; the cart refetches afterwards, also after a refusal. */
export function useEditCarGoods() {
  const changed = useCartChanged();
  return useMutation({ mutationFn: editCarGoods, networkMode: 'always', onSettled: changed });
}
