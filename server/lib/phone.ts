import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Mainland mobile numbers as stored since the first release: 11 digits starting 13–19. */
const MAINLAND = /^1[3-9]\d{9}$/;

/**
 * A login phone in its one stored form, or null when it is not a number that can receive an SMS.
 * Mainland numbers (`13800000000`, `+86 138 0000 0000`, `008613800000000`) become the 11 digits existing
 * accounts are stored under, so every spelling reaches the same account; any other country is kept
 * as E.164 (`+34612345678`). Only mobile (or fixed-line-or-mobile) numbers pass: a landline gets no SMS.
 */
export function canonicalPhone(raw: string): string | null {
  const compact = raw
    .trim()
    .replace(/[\s().-]/g, '')
    .replace(/^00/, '+');
  if (compact.length > 20 || !/^\+?\d+$/.test(compact)) return null;
  const national = compact.replace(/^\+?86(?=1\d{10}$)/, '');
  if (MAINLAND.test(national)) return isMobile(`+86${national}`) ? national : null;
  // Anything else must say its country: a bare national number is ambiguous.
  if (!compact.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(compact);
  if (!parsed || parsed.countryCallingCode === '86' || !isMobile(parsed.number)) return null;
  return parsed.number;
}

function isMobile(e164: string): boolean {
  const p = parsePhoneNumberFromString(e164);
  if (!p?.isValid()) return false;
  const type = p.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
