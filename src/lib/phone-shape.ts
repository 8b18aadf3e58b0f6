/**
 * True for what can be a phone number in a form for people: a mainland mobile (11 digits, with or
 * without +86) or any number with its country code (`+34 612 345 678`). The server checks it exactly
 * with libphonenumber-js, by the login's rules (server/lib/phone.ts), and says so when it is not.
 */
export function looksLikePhone(raw: string): boolean {
  const v = raw.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^(\+86)?1[3-9]\d{9}$/.test(v) || /^\+[1-9]\d{6,14}$/.test(v);
}
