import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface UsedCarBody {
  brand: string;
  model: string;
  year?: number;
  mileage_km?: number;
  city: string;
  name: string;
  phone: string;
}

/** Asks for a used-bike valuation or trade-in. Resolves with the envelope: code 1 stored, code 0 already received. */
export function usedCar(body: UsedCarBody) {
  return post<Submitted>('api/service/used_car', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useUsedCar() {
  return useMutation({ mutationFn: usedCar });
}
