import { useMutation } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';
import { CART_CHANGED_EVENT } from '../../../lib/cart-events.ts';


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
