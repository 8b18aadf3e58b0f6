import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** Mainland mobile numbers: 11 digits starting 13–19 (the server stores these as is). */
const MAINLAND = /^1[3-9]\d{9}$/;

export interface CountryOption {
  code: CountryCode;
  name: string;
  dial: string;
}

/**
 * The country the picker starts on: China on the Chinese site; on the English site the region of the
 * visitor's first browser language that names one (`es-ES` → Spain), else China.
 */
export function defaultCountry(locale: 'zh' | 'en', languages: readonly string[] = navigator.languages ?? []): CountryCode {
  if (locale === 'zh') return 'CN';
  const known = new Set<string>(getCountries());
  for (const tag of languages) {
    let region: string | undefined;
    try {
      // Only a region the visitor named counts: a bare "en" says nothing about where they are.
      region = new Intl.Locale(tag).region;
    } catch {
      continue;
    }
    if (region && known.has(region)) return region as CountryCode;
  }
  return 'CN';
}

/** Every country with its calling code, named and sorted in the page language. */
export function countryOptions(locale: 'zh' | 'en'): CountryOption[] {
  const tag = locale === 'zh' ? 'zh-CN' : 'en';
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dial: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The number to send, or null when it cannot be a valid phone: E.164 (`+34612345678`), and for China
 * an 11-digit mobile (`+8613800000000`). A number typed with its own `+code` wins over the picker, and
 * an 11-digit mainland mobile that is no number in the picked country is taken as Chinese.
 */
export function toE164(country: CountryCode, typed: string): string | null {
  const raw = typed.replace(/[\s().-]/g, '');
  if (!raw || raw.length > 20) return null;
  const parsed = raw.startsWith('+') ? parsePhoneNumberFromString(raw) : parsePhoneNumberFromString(raw, country);
  // A mainland mobile typed under another country (a Chinese visitor on the English site) is still theirs.
  if (!parsed?.isValid()) return MAINLAND.test(raw) ? `+86${raw}` : null;
  if (parsed.countryCallingCode === '86') return MAINLAND.test(parsed.nationalNumber) ? parsed.number : null;
  return parsed.number;
}
