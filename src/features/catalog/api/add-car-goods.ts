import { useMutation } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';

/**
 * Window event fired after goods were added to the cart. Features do not import each other, so the
 * app layer (the header's cart badge) listens for it and refetches the cart count.
 */
export const CART_CHANGED_EVENT = 'yunling:cart-changed';

/** Adds goods (or one of its variants) to the logged-in user's cart; a code-0 refusal (sold out) rejects as RefusalError. */
export async function addCarGoods(goodsId: number, quantity: number): Promise<void> {
  const env = await post<unknown>('addons/litestore/api.goods/add_car_goods', { goods_id: goodsId, quantity });
  if (env.code === 0) throw new RefusalError(env.msg || 'Error');
}

/** Add-to-cart mutation (network only, never retried or queued); announces success with CART_CHANGED_EVENT. */
export function useAddCarGoods() {
  return useMutation({
    mutationFn: ({ goodsId, quantity }: { goodsId: number; quantity: number }) => addCarGoods(goodsId, quantity),
    onSuccess: (_data, vars) => {
      window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT, { detail: { goodsId: vars.goodsId, quantity: vars.quantity } }));
    },
  });
}
