import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface ExtentedServiceBody {
  name: string;
  phone: string;
  plan_id: string;
  intent: 'purchase' | 'enquiry';
  car_model_id?: number;
  notes: string;
}

/** Buys or asks about an extended warranty plan (the legacy path keeps its spelling). Resolves with the envelope: code 1 stored, code 0 already received. */
export function extentedService(body: ExtentedServiceBody) {
  return post<Submitted>('api/service/extented_service', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useExtentedService() {
  return useMutation({ mutationFn: extentedService });
}
