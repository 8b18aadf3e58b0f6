import { useMutation } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';
import { CART_CHANGED_EVENT } from '../../../lib/cart-events.ts';


/** Adds a part (or one of its variants, by the variant's id) to the cart; a refusal rejects as RefusalError. */
export async function addCarGoods(goodsId: number, quantity: number): Promise<void> {
  const env = await post<unknown>('addons/litestore/api.goods/add_car_goods', { goods_id: goodsId, quantity });
  if (env.code !== 1) throw new RefusalError(env.msg || 'Error');
}

/** Add-to-cart mutation; announces success so the badge refetches. */
export function useAddCarGoods() {
  return useMutation({
    mutationFn: ({ goodsId, quantity }: { goodsId: number; quantity: number }) => addCarGoods(goodsId, quantity),
    onSuccess: () => window.dispatchEvent(new Event(CART_CHANGED_EVENT)),
  });
}
