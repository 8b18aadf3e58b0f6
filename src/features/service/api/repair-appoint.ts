import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface RepairAppointBody {
  car_model_id?: number;
  model_name?: string;
  store_id?: number;
  date: string;
  time_slot: string;
  mileage_km?: number;
  name: string;
  phone: string;
  notes: string;
}

/** Books a service at a store (logged-in riders see it in the user centre). Resolves with the envelope: code 1 stored, code 0 already received. */
export function repairAppoint(body: RepairAppointBody) {
  return post<Submitted>('api/repair/appoint', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useRepairAppoint() {
  return useMutation({ mutationFn: repairAppoint });
}
