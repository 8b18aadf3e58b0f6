import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';
import type { Submitted } from './types.ts';

export interface AppTestDriveBody {
  car_model_id?: number;
  store_id?: number;
  date: string;
  time: string;
  name: string;
  phone: string;
}

/** Books a test ride. Resolves with the envelope: code 1 stored, code 0 already received. */
export function appTestDrive(body: AppTestDriveBody) {
  return post<Submitted>('api/stores/app_test_drive', { ...body });
}

/** Network-only mutation: never retried, queued or persisted. */
export function useAppTestDrive() {
  return useMutation({ mutationFn: appTestDrive });
}
