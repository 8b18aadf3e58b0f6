import { localizePath, splitLocale, type Locale } from '../app/route-table.ts';
import type { Lang } from './store.ts';

/** The spec's locale cookie. */
export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE = 365 * 24 * 3600;

export const localeOf = (lang: Lang): Locale => (lang === 1 ? 'en' : 'zh');
export const langOf = (locale: Locale): Lang => (locale === 'en' ? 1 : 0);
export const isoOf = (locale: Locale) => (locale === 'en' ? 'en-US' : 'zh-CN');

/** Remembers the locale: 365 days, path /, SameSite Lax, not Secure (spec section 9). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/** Reads the remembered locale, if any. */
export function readLocaleCookie(): Locale | undefined {
  const m = document.cookie.match(/(?:^|;\s*)i18n_redirected=(zh|en)(?:;|$)/);
  return m ? (m[1] as Locale) : undefined;
}

/** Browser language preference → locale (anything English-first is en, the rest zh). */
export function detectBrowserLocale(languages: readonly string[]): Locale {
  const first = languages.find(Boolean) ?? 'zh';
  return /^en\b/i.test(first) ? 'en' : 'zh';
}

/**
 * Root-only redirect (spec: browser-language detection redirects only from the root path): on `/`
 * without a `lang` query, the remembered cookie, or on a first visit the browser language, picks the
 * locale. Returns the URL to go to, or undefined to stay.
 */
export function rootRedirect(pathname: string, search: string, cookie: Locale | undefined, languages: readonly string[]): string | undefined {
  if (pathname !== '/') return undefined;
  if (new URLSearchParams(search).has('lang')) return undefined;
  const locale = cookie ?? detectBrowserLocale(languages);
  return locale === 'en' ? `/en${search}` : undefined;
}

/** The `lang` query on load (0 or 1), if present and valid. */
export function langFromQuery(search: string): Lang | undefined {
  const v = new URLSearchParams(search).get('lang');
  return v === '0' ? 0 : v === '1' ? 1 : undefined;
}

/** URL of the same page in the other language (prefix /en, or none for Chinese). */
export function switchLocaleUrl(pathname: string, search: string, to: Locale): string {
  const { path } = splitLocale(pathname);
  return `${localizePath(path, to)}${search}`;
}

/** The language button's target: the home page with the lang query (spec section 2). */
export function languageButtonUrl(to: Locale): string {
  return to === 'en' ? '/en?lang=1' : '/?lang=0';
}
