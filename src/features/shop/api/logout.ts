import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';

/** Revokes the session on the server (api/user/logout). */
export function logout(): Promise<unknown> {
  return fetchData<unknown>('api/user/logout');
}

/** Logout mutation: network only; the caller clears local state once the server has revoked the token. */
export function useLogout() {
  return useMutation({ mutationFn: logout, networkMode: 'always' });
}
