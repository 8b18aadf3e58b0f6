import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Order } from './types.ts';

export interface CarBuyInput {
  car_model_id: number;
  version_id: number;
  color: string;
  store_id: number;
  client_key: string;
}

/** Reserves a motorcycle (addons/litestore/api.goods/car_buy); the deposit is set by the server. */
export function carBuy(input: CarBuyInput): Promise<Order> {
  return fetchData<Order>('addons/litestore/api.goods/car_buy', { ...input });
}

/** Reservation mutation: network only, idempotent by client key. */
export function useCarBuy() {
  return useMutation({ mutationFn: carBuy, networkMode: 'always' });
}
