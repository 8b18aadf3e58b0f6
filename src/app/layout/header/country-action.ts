import type { CountryEntry, CountryGroup } from '../../../features/content/api/get-lang-list.ts';
import { splitLocale } from '../../route-table.ts';

/** The language icons the English navigation shows (spec section 9), in order. */
export const NAV_LANGUAGE_ICONS = ['CN', 'ES', 'PT', 'EN', 'IT'] as const;

/** What choosing a country entry does. */
export type CountryAction = { kind: 'navigate'; href: string } | { kind: 'open'; href: string } | { kind: 'hint'; country: string };

/**
 * A same-site path gets the lang query of its language, so the load-time language rule (and the
 * locale cookie) follow the choice: '/' would otherwise bounce back to /en through the cookie.
 */
export function withLangQuery(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const [pathAndQuery, hash = ''] = url.split('#');
  const [path, query = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(query);
  if (!params.has('lang')) params.set('lang', splitLocale(path).locale === 'en' ? '1' : '0');
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** jump_type 0 navigates this window, 1 opens a new window, 2 only shows a hint (spec section 2). */
export function countryAction(entry: CountryEntry): CountryAction {
  if (entry.jump_type === 0 && entry.jump_url) return { kind: 'navigate', href: withLangQuery(entry.jump_url) };
  if (entry.jump_type === 1 && entry.jump_url) return { kind: 'open', href: entry.jump_url };
  return { kind: 'hint', country: entry.en_name };
}

/** The entry behind a language icon (matched by its icon code), if the list has one. */
export function entryForIcon(groups: readonly CountryGroup[] | undefined, code: string): CountryEntry | undefined {
  for (const g of groups ?? []) {
    const hit = g.language_country_list.find((e) => e.icon.trim().toUpperCase() === code);
    if (hit) return hit;
  }
  return undefined;
}
