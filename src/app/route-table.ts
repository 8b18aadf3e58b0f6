import { PAGES } from './page-list.ts';

/** Every page's name (src/app/page-list.ts); each also has an English twin under /en. */
export const pageNames = Object.keys(PAGES) as (keyof typeof PAGES)[];

export type PageName = keyof typeof PAGES;
export type Locale = 'zh' | 'en';

/** The spec's locale route name separator. */
export const ROUTE_NAME_SEPARATOR = '___';

/** The Chinese path of a page (React Router pattern). */
export function pagePath(name: PageName): string {
  return PAGES[name].path;
}

/** Adds the /en prefix for English ("prefix except default"). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'zh') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Route name in the `<name>___<locale>` form. */
export function routeName(name: PageName, locale: Locale): string {
  return `${name}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** Splits a URL path into its locale and the Chinese (unprefixed) path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === '/en' || pathname === '/en/') return { locale: 'en', path: '/' };
  if (pathname.startsWith('/en/')) return { locale: 'en', path: pathname.slice(3) };
  return { locale: 'zh', path: pathname };
}

const detailPattern = /^\/pages\/detail\/car_model_id\/[A-Za-z0-9_-]{1,64}\/?$/;

/** The model id segment of a detail page's path (`/pages/detail/car_model_id/<id>`), else undefined. */
export function detailModelParam(pathname: string): string | undefined {
  return /\/car_model_id\/([^/]+)/.exec(splitLocale(pathname).path)?.[1];
}

/** Finds the page a path belongs to (either language), or undefined for the 404 page. */
export function matchPage(pathname: string): { name: PageName; locale: Locale } | undefined {
  const { locale, path } = splitLocale(pathname);
  const clean = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (detailPattern.test(clean)) return { name: 'carModelDetail', locale };
  const name = pageNames.find((n) => n !== 'carModelDetail' && pagePath(n) === clean);
  return name ? { name, locale } : undefined;
}
