import { useQueryClient } from '@tanstack/react-query';
import { carGoodsQueryOptions } from './get-car-goods.ts';

/** Returns a function that refetches every cart query (the header badge included) after a cart change. */
export function useCartChanged(): () => void {
  const queryClient = useQueryClient();
  return () => {
    // Prefix of the cart key (['shop', 'car-goods']): every language and token.
    void queryClient.invalidateQueries({ queryKey: carGoodsQueryOptions(0, '').queryKey.slice(0, 2) });
  };
}
