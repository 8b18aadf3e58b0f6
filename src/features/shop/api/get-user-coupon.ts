import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { userQueryOptions } from './user-query.ts';
import type { Coupon } from './types.ts';

/** The user's coupons with their status (api/user/get_user_coupon). */
export function getUserCoupon(): Promise<Coupon[]> {
  return fetchData<Coupon[]>('api/user/get_user_coupon');
}

/** Network-only user data. */
export function userCouponQueryOptions(lang: Lang, token: string) {
  return userQueryOptions('user-coupon', lang, token, getUserCoupon);
}

/** The user's coupons. */
export function useUserCoupon(lang: Lang, token: string) {
  return useQuery(userCouponQueryOptions(lang, token));
}
