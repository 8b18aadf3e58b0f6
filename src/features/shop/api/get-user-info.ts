import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { UserInfo } from './types.ts';

/** Profile and counts for the user centre (api/user/get_user_info). */
export function getUserInfo(): Promise<UserInfo> {
  return fetchData<UserInfo>('api/user/get_user_info');
}

/** Network-only user data. */
export function userInfoQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('user-info', lang, token, getUserInfo);
}

/** The user's profile. */
export function useUserInfo(lang: Lang, token: string) {
  return useQuery(userInfoQueryOptions(lang, token));
}
