import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api-client.ts';

/** Deletes the account and its personal data (api/user/delete_account); every session ends on the server. */
export async function deleteAccount(): Promise<string> {
  const env = await post<{ deleted: boolean }>('api/user/delete_account', {});
  return env.msg;
}

/** Network only, never retried: the user confirms each attempt. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount, networkMode: 'always', retry: false });
}
