import type { DirectJoinInput } from '../../api/direct-join.ts';
import { looksLikePhone } from '../../../../lib/phone-shape.ts';

/** Which required fields are missing or malformed. */
export type LeagueErrors = Partial<Record<'name' | 'phone' | 'city', true>>;

/** Checks the franchise form before it is sent; the server repeats these checks. */
export function validateLeague(v: DirectJoinInput): LeagueErrors {
  const errors: LeagueErrors = {};
  if (!v.name.trim()) errors.name = true;
  if (!looksLikePhone(v.phone)) errors.phone = true;
  if (!v.city.trim()) errors.city = true;
  return errors;
}
