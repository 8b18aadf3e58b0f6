import { useMutation } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { UserData } from '../../../lib/store.ts';

/** Logs in with phone and SMS code (api/user/mobilelogin); a wrong code rejects as RefusalError. */
export function mobileLogin(vars: { mobile: string; captcha: string; consent: boolean }): Promise<UserData> {
  return fetchData<UserData>('api/user/mobilelogin', vars);
}

/** Login mutation: network only, never retried. */
export function useMobileLogin() {
  return useMutation({ mutationFn: mobileLogin, networkMode: 'always' });
}
