import type common from '../../../locales/zh/common.json';
import type { Locale } from '../../route-table.ts';
import { languageButtonUrl } from '../../../lib/locale.ts';

/** A label key under `nav.` in the common locale file. */
export type NavKey = keyof typeof common.nav;

/** An internal link: its label and its Chinese (unprefixed) path, query included. */
export interface NavLink {
  key: NavKey;
  path: string;
}

/** One top-level item of the navigation bar. */
export type NavEntry =
  | { kind: 'products'; key: NavKey }
  | { kind: 'link'; key: NavKey; path: string }
  | { kind: 'menu'; key: NavKey; id: 'after-sales' | 'about'; items: readonly NavLink[] };

/** The after-sales dropdown (spec section 2, seven entries). */
export const AFTER_SALES_LINKS: readonly NavLink[] = [
  { key: 'thirdService', path: '/thirdService' },
  { key: 'specialService', path: '/specialService' },
  { key: 'warrantyService', path: '/warrantyService' },
  { key: 'upkeep', path: '/upkeep?type=1' },
  { key: 'partsSearch', path: '/partsSearch' },
  { key: 'postService', path: '/postService' },
  { key: 'usedCarService', path: '/usedCarService' },
];

/** The about-us dropdown: six entries in Chinese; English omits team and franchise. */
export function aboutLinks(locale: Locale): readonly NavLink[] {
  const all: NavLink[] = [
    { key: 'aboutUs', path: '/aboutUs' },
    { key: 'honor', path: '/honor' },
    { key: 'fleet', path: '/fleet' },
    { key: 'news', path: '/news' },
    { key: 'contactUs', path: '/contactUs' },
    { key: 'league', path: '/league' },
  ];
  return locale === 'en' ? all.filter((l) => l.key !== 'fleet' && l.key !== 'league') : all;
}

/** The top navigation of a locale, in order (spec section 2). */
export function navFor(locale: Locale): readonly NavEntry[] {
  if (locale === 'en') {
    return [
      { kind: 'products', key: 'products' },
      { kind: 'link', key: 'news', path: '/news' },
      { kind: 'link', key: 'club', path: '/club' },
      { kind: 'link', key: 'shop', path: '/shopHomePage' },
      { kind: 'menu', key: 'about', id: 'about', items: aboutLinks('en') },
    ];
  }
  return [
    { kind: 'products', key: 'products' },
    { kind: 'link', key: 'market', path: '/market' },
    { kind: 'link', key: 'shop', path: '/shopHomePage' },
    { kind: 'link', key: 'club', path: '/club' },
    { kind: 'link', key: 'app', path: '/app' },
    { kind: 'menu', key: 'afterSales', id: 'after-sales', items: AFTER_SALES_LINKS },
    { kind: 'menu', key: 'about', id: 'about', items: aboutLinks('zh') },
  ];
}

/** True when a nav link's path is the current page (ignoring its query), for aria-current. */
export function isCurrentPath(linkPath: string, currentUnprefixedPath: string): boolean {
  const base = linkPath.split('?')[0];
  return base === currentUnprefixedPath || `${base}/` === currentUnprefixedPath;
}

/** The hotline as a tel: URI (digits only). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

/** Reloads the home page in the other language (spec section 2: lang query 0 or 1). */
export function switchLanguage(current: Locale): void {
  window.location.href = languageButtonUrl(current === 'zh' ? 'en' : 'zh');
}
