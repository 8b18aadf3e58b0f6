import { useMutation } from '@tanstack/react-query';
import { RefusalError, upload } from '../../../lib/api-client.ts';
import { getUploadSign } from './get-upload-sign.ts';

export interface UploadedImage {
  url: string;
  name: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Uploads one photo: a fresh ticket from get_sign, then the multipart upload with the 120 s
 * time-out of `upload()`. The ticket goes first and group_id/lang are placeholders set before the
 * file, so the server reads every field before the file's bytes.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const ticket = await getUploadSign();
  const form = new FormData();
  form.append('group_id', '');
  form.append('lang', '');
  form.append('sign', ticket.sign);
  form.append(ticket.field || 'file', file, file.name);
  const env = await upload<UploadedImage>('api/upload/image', form);
  if (env.code !== 1) throw new RefusalError(env.msg || 'Error');
  return env.data;
}

/** Upload mutation (network only). */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
