import { useMutation } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';

/** The franchise application sent from /league. */
export interface DirectJoinInput {
  name: string;
  phone: string;
  city: string;
  company?: string;
  experience?: string;
  message?: string;
  consent?: boolean;
}

/** Sends a franchise application; resolves with the server's confirmation, rejects a refusal as RefusalError. */
export async function directJoin(input: DirectJoinInput): Promise<string> {
  const env = await post<{ received: boolean }>('api/stores/direct_join', { ...input });
  if (env.code !== 1) throw new RefusalError(env.msg);
  return env.msg;
}

/** The application mutation; never paused or re-sent on its own when offline (networkMode 'always'). */
export function useDirectJoin() {
  return useMutation({ mutationFn: directJoin, networkMode: 'always' });
}
