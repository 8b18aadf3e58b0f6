import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface FillRescueBody {
  name: string;
  phone: string;
  lat?: number;
  lng?: number;
  address: string;
  description: string;
}

/** Sends a roadside rescue request, with the location when the rider shared it. Resolves with the envelope: code 1 stored, code 0 already received. */
export function fillRescue(body: FillRescueBody) {
  return post<Submitted>('api/rescue/fill_rescue', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useFillRescue() {
  return useMutation({ mutationFn: fillRescue });
}
