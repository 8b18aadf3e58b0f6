import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { useCartChanged } from './cart-cache.ts';

/** Removes a cart line (api/user/delete_car_goods). */
export function deleteCarGoods(cartId: number): Promise<{ cart_id: number; count: number }> {
  return fetchData('api/user/delete_car_goods', { cart_id: cartId });
}

/** Remove-from-cart mutation: network only; the cart and badge refetch afterwards. */
export function useDeleteCarGoods() {
  const changed = useCartChanged();
  return useMutation({ mutationFn: deleteCarGoods, networkMode: 'always', onSettled: changed });
}
