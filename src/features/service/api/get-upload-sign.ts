import { fetchData } from '../../../lib/api-client.ts';

export interface UploadSign {
  sign: string;
  expires_at: string;
  upload_url: string;
  field: string;
  max_bytes: number;
  accept: string[];
}

/** A short-lived upload ticket (asked for right before each upload; never cached). */
export function getUploadSign(): Promise<UploadSign> {
  return fetchData<UploadSign>('api/upload/get_sign');
}
