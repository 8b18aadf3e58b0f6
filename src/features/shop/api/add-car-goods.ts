import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { useCartChanged } from './cart-cache.ts';

/** Adds goods (a variant by its own id) to the cart; a refusal (sold out, stock) rejects as RefusalError. */
export function addCarGoods(vars: { goods_id: number; quantity: number }): Promise<{ cart_id: number; quantity: number; count: number }> {
  return fetchData('addons/litestore/api.goods/add_car_goods', vars);
}

/** Add-to-cart mutation: network only; refreshes the cart (and the header badge) on success. */
export function useAddCarGoods() {
  const changed = useCartChanged();
  return useMutation({ mutationFn: addCarGoods, networkMode: 'always', onSuccess: changed });
}
