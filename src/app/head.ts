import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { brandTitle, type HeadContext, type PageMeta } from '../lib/seo/page-meta.ts';
import { langOf } from '../lib/locale.ts';
import { splitLocale, type Locale } from './route-table.ts';
import type { RouteHandle } from './routes.tsx';
import type { MetaT } from './route-module.ts';

/** The page's title in the nav labels where the header names it, else in `common:pageTitles`. */
const NAV_KEYS: Record<string, string> = {
  market: 'market',
  shopHomePage: 'shop',
  club: 'club',
  app: 'app',
  afterSale: 'afterSales',
  news: 'news',
  thirdService: 'thirdService',
  specialService: 'specialService',
  warrantyService: 'warrantyService',
  upkeep: 'upkeep',
  partsSearch: 'partsSearch',
  postService: 'postService',
  usedCarService: 'usedCarService',
  aboutUs: 'aboutUs',
  honor: 'honor',
  fleet: 'fleet',
  contactUs: 'contactUs',
  league: 'league',
  login: 'login',
  userCenter: 'userCenter',
  shoppingCart: 'cart',
};
const LEGAL_KEYS: Record<string, string> = { privacy: 'legal.privacy', terms: 'legal.terms' };
/** User pages and search results: never in a search engine's index. */
const NOINDEX = new Set(['login', 'userCenter', 'shoppingCart', 'payment', 'buy', 'search']);

/** One matched route as the head reads it (React Router's `matches`, server and browser alike). */
export interface HeadMatch {
  params: Params;
  handle?: unknown;
}

/** What a page's meta is computed from. */
export interface MetaInput {
  matches: readonly HeadMatch[];
  url: URL;
  queryClient: QueryClient;
  t: (locale: Locale, namespaces: readonly string[]) => MetaT;
  /** The site's origin (absolute URLs in Open Graph and JSON-LD). */
  origin: string;
}

/** The page's meta: its module's `handle.meta`, else its title from the nav labels and the site's description. */
export function pageMeta({ matches, url, queryClient, t, origin }: MetaInput): PageMeta {
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.page);
  const locale = splitLocale(url.pathname).locale;
  const handle = match?.handle as RouteHandle | undefined;
  const tc = t(locale, ['common', ...(handle?.namespaces ?? [])]);
  const fallback: PageMeta = {
    title: brandTitle(
      handle
        ? tc(NAV_KEYS[handle.page] ? `nav.${NAV_KEYS[handle.page]}` : (LEGAL_KEYS[handle.page] ?? `pageTitles.${handle.page}`))
        : tc('pageTitles.notFound'),
      locale,
    ),
    description: tc('pageTitles.description'),
    noindex: !handle || NOINDEX.has(handle.page),
  };
  if (!handle?.meta || !match) return fallback;
  const own = handle.meta({
    params: match.params,
    url,
    locale,
    lang: langOf(locale),
    queryClient,
    server: typeof window === 'undefined',
    t: t(locale, handle.namespaces ?? []),
    head: headContext(origin, url),
  });
  return { ...fallback, ...own };
}

/** Query parameters that make a different page (news column, article, model, goods): kept in canonical URLs. */
const SIGNIFICANT = ['column', 'id', 'car_model_id', 'goods_id', 'activity_id'];

/** Where a page is for its head tags: the origin, its language and its unprefixed path with the significant query. */
export function headContext(origin: string, url: URL): HeadContext {
  const { locale, path } = splitLocale(url.pathname);
  const query = new URLSearchParams();
  for (const key of SIGNIFICANT) {
    const value = url.searchParams.get(key);
    if (value !== null) query.set(key, value);
  }
  const search = query.toString();
  return { origin, locale, path: search ? `${path}?${search}` : path };
}
