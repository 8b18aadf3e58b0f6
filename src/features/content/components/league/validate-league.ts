import type { DirectJoinInput } from '../../api/direct-join.ts';

/** Which required fields are missing or malformed. */
export type LeagueErrors = Partial<Record<'name' | 'phone' | 'city', true>>;

/** Mainland mobile number: 11 digits starting with 1 (the server checks the same). */
export const MOBILE_PATTERN = /^1\d{10}$/;

/** Checks the franchise form before it is sent; the server repeats these checks. */
export function validateLeague(v: DirectJoinInput): LeagueErrors {
  const errors: LeagueErrors = {};
  if (!v.name.trim()) errors.name = true;
  if (!MOBILE_PATTERN.test(v.phone.trim())) errors.phone = true;
  if (!v.city.trim()) errors.city = true;
  return errors;
}
