import { describe, expect, it } from 'vitest';
import { countryAction, entryForIcon, NAV_LANGUAGE_ICONS, withLangQuery } from '../../../../../../src/app/layout/header/country-action.ts';
import type { CountryGroup } from '../../../../../../src/features/content/api/get-lang-list.ts';

const groups: CountryGroup[] = [
  { en_name: 'Asia', language_country_list: [{ en_name: 'China', icon: 'CN', jump_type: 0, jump_url: '/' }] },
  {
    en_name: 'Europe',
    language_country_list: [
      { en_name: 'Spain', icon: 'ES', jump_type: 1, jump_url: 'https://es.example.com' },
      { en_name: 'Germany', icon: 'de ', jump_type: 2, jump_url: '' },
    ],
  },
];

describe('countryAction (jump_type)', () => {
  it('0 navigates this window; a site path carries the lang query of its language', () => {
    expect(countryAction({ en_name: 'China', icon: 'CN', jump_type: 0, jump_url: '/' })).toEqual({ kind: 'navigate', href: '/?lang=0' });
    expect(countryAction({ en_name: 'UK', icon: 'EN', jump_type: 0, jump_url: '/en' })).toEqual({ kind: 'navigate', href: '/en?lang=1' });
  });
  it('1 opens a new window with the URL unchanged', () => {
    expect(countryAction({ en_name: 'Spain', icon: 'ES', jump_type: 1, jump_url: 'https://es.example.com' })).toEqual({
      kind: 'open',
      href: 'https://es.example.com',
    });
  });
  it('2 (or a missing URL) only shows a hint naming the country', () => {
    expect(countryAction({ en_name: 'Japan', icon: 'JP', jump_type: 2, jump_url: '' })).toEqual({ kind: 'hint', country: 'Japan' });
    expect(countryAction({ en_name: 'Nowhere', icon: 'NW', jump_type: 1, jump_url: '' })).toEqual({ kind: 'hint', country: 'Nowhere' });
  });
});

describe('withLangQuery', () => {
  it('keeps an existing lang, other params and the hash; leaves external URLs alone', () => {
    expect(withLangQuery('/en/news?page=2#top')).toBe('/en/news?page=2&lang=1#top');
    expect(withLangQuery('/?lang=1')).toBe('/?lang=1');
    expect(withLangQuery('https://x.example.com/')).toBe('https://x.example.com/');
    expect(withLangQuery('//x.example.com/')).toBe('//x.example.com/');
  });
});

describe('language icons', () => {
  it('are CN, ES, PT, EN, IT in that order', () => {
    expect([...NAV_LANGUAGE_ICONS]).toEqual(['CN', 'ES', 'PT', 'EN', 'IT']);
  });
  it('find their country entry by icon code (trimmed, case-insensitive)', () => {
    expect(entryForIcon(groups, 'ES')?.en_name).toBe('Spain');
    expect(entryForIcon(groups, 'DE')?.en_name).toBe('Germany');
    expect(entryForIcon(groups, 'IT')).toBeUndefined();
    expect(entryForIcon(undefined, 'CN')).toBeUndefined();
  });
});
