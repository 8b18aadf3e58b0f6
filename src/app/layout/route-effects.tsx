import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation.ts';
import { splitLocale } from '../route-table.ts';
import { routeNameOf } from '../router.tsx';
import { useAppStore } from '../../lib/store.ts';
import { isoOf, langOf, writeLocaleCookie } from '../../lib/locale.ts';
import { site } from '../../config/site.ts';

/**
 * Effects of every route change: keep lang/i18n/<html lang>/title/manifest in step with the URL,
 * reset scroll to the top, and record a page view.
 */
export function RouteEffects(): null {
  const location = useLocation();
  const { i18n } = useTranslation();
  const setLang = useAppStore((s) => s.setLang);
  const previousPath = useRef<string>('');
  const { locale } = splitLocale(location.pathname);

  useEffect(() => {
    setLang(langOf(locale));
    writeLocaleCookie(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = isoOf(locale);
    document.title = site.officialSiteName[locale];
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = locale === 'en' ? '/manifest-en.webmanifest' : '/manifest.webmanifest';
  }, [locale, setLang, i18n]);

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [location.pathname, location.search]);

  useEffect(() => {
    const view = {
      path: location.pathname,
      query: location.search,
      routeName: routeNameOf(location.pathname),
      referrer: previousPath.current,
      lang: langOf(locale),
    };
    // Analytics is its own chunk and sends when the browser is idle: never part of the page's loading.
    void import('../../lib/analytics.ts').then((m) => m.trackPageView(view)).catch(() => undefined);
    previousPath.current = location.pathname;
    // One view per location change, query included (article to article is a new view); not the hash.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
  return null;
}
