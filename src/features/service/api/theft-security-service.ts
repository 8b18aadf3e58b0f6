import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface TheftSecurityBody {
  name: string;
  phone: string;
  car_model_id?: number;
  city: string;
  notes: string;
}

/** Requests the Guardian anti-theft tracker. Resolves with the envelope: code 1 stored, code 0 already received. */
export function theftSecurityService(body: TheftSecurityBody) {
  return post<Submitted>('api/service/theft_security_service', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useTheftSecurityService() {
  return useMutation({ mutationFn: theftSecurityService });
}
