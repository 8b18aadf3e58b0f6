import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { splitLocale } from '../route-table.ts';
import { useAppStore } from '../../lib/store.ts';
import { isoOf, langOf, writeLocaleCookie } from '../../lib/locale.ts';
import type { RouteHandle } from '../routes.tsx';
import type { MetaT } from '../route-module.ts';
import type { MetaInput } from '../head.ts';

/** The page's head and its writer, loaded after a navigation (the server wrote the first page's head). */
const loadHead = () => Promise.all([import('../head.ts'), import('../../lib/seo/head-tags.ts')]);

/** The route name of the matched page in the spec's `<name>___<locale>` form (`notFound___<locale>` otherwise). */
export function routeNameOf(matches: readonly { id: string; handle?: unknown }[], pathname: string): string {
  const page = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.page);
  return page && /___(zh|en)$/.test(page.id) ? page.id : `notFound___${splitLocale(pathname).locale}`;
}

/**
 * Effects of every route change: keep lang/i18n/<html lang>/manifest in step with the URL, the head
 * tags with the page (after client navigations: the server wrote the first page's), reset scroll to
 * the top on each page change (not on the page the document opened on), and record a page view.
 */
export function RouteEffects(): null {
  const location = useLocation();
  const matches = useMatches();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const setLang = useAppStore((s) => s.setLang);
  // Null on the page the document opened on: its referrer is the document's (analytics.ts).
  const previousPath = useRef<string | null>(null);
  const firstHead = useRef(true);
  // The document's own location until the first page change (then null: every change resets scroll).
  const opening = useRef<string | null>(location.pathname + location.search);
  const { locale } = splitLocale(location.pathname);

  useEffect(() => {
    setLang(langOf(locale));
    writeLocaleCookie(locale);
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = isoOf(locale);
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = locale === 'en' ? '/manifest-en.webmanifest' : '/manifest.webmanifest';
  }, [locale, setLang, i18n]);

  useEffect(() => {
    // The server wrote the first page's head; a page the browser rendered alone (offline) needs its own.
    const served = firstHead.current && document.head.querySelector('link[rel="canonical"][data-head]');
    firstHead.current = false;
    if (served) return;
    const url = new URL(window.location.href);
    const origin = window.location.origin;
    const t: MetaInput['t'] = (lng, ns) => i18n.getFixedT(lng, ns as never) as unknown as MetaT;
    void loadHead()
      .then(async ([head, tags]) => tags.applyHead(await head.pageMeta({ matches, url, queryClient, t, origin }), head.headContext(origin, url)))
      .catch(() => undefined);
    // The matches change with the location: one head per page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  useEffect(() => {
    // The page the document opened on keeps its scroll: the browser placed it (top, its #hash, where a
    // reload left it), and the visitor may have scrolled the server's page before it hydrated.
    const at = location.pathname + location.search;
    if (opening.current === at) return;
    opening.current = null;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [location.pathname, location.search]);

  useEffect(() => {
    const view = {
      path: location.pathname,
      query: location.search,
      routeName: routeNameOf(matches, location.pathname),
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
