import { useLocation } from 'react-router';
import { localizePath, splitLocale, type Locale } from '../route-table.ts';

/** The current locale (from the URL) and a helper that localizes an internal path. */
export function useLocale(): { locale: Locale; lang: 0 | 1; to: (path: string) => string } {
  const { pathname } = useLocation();
  const { locale } = splitLocale(pathname);
  return { locale, lang: locale === 'en' ? 1 : 0, to: (path: string) => localizePath(path, locale) };
}
