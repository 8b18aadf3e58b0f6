import { describe, expect, it } from 'vitest';
import { detectBrowserLocale, langFromQuery, languageButtonUrl, LOCALE_COOKIE, readLocaleCookie, rootRedirect, switchLocaleUrl, writeLocaleCookie } from '../../../../src/lib/locale.ts';
import { matchPage, routeName, splitLocale } from '../../../../src/app/route-table.ts';

describe('language rules (spec section 4)', () => {
  it('reads lang 0/1 from the query and ignores anything else', () => {
    expect(langFromQuery('?lang=1')).toBe(1);
    expect(langFromQuery('?a=b&lang=0')).toBe(0);
    expect(langFromQuery('?lang=2')).toBeUndefined();
    expect(langFromQuery('')).toBeUndefined();
  });

  it('detects the browser language only on the root path', () => {
    expect(rootRedirect('/', '', undefined, ['en-GB', 'zh'])).toBe('/en');
    expect(rootRedirect('/', '', undefined, ['zh-CN', 'en'])).toBeUndefined();
    expect(rootRedirect('/news', '', undefined, ['en-US'])).toBeUndefined();
    expect(rootRedirect('/', '?lang=0', undefined, ['en-US'])).toBeUndefined();
  });

  it('a remembered cookie wins over the browser language at the root', () => {
    expect(rootRedirect('/', '', 'zh', ['en-US'])).toBeUndefined();
    expect(rootRedirect('/', '', 'en', ['zh-CN'])).toBe('/en');
  });

  it('switching language maps to the twin URL (prefix except default)', () => {
    expect(switchLocaleUrl('/news', '?page=2', 'en')).toBe('/en/news?page=2');
    expect(switchLocaleUrl('/en/news', '', 'zh')).toBe('/news');
    expect(switchLocaleUrl('/en', '', 'zh')).toBe('/');
    expect(switchLocaleUrl('/', '', 'en')).toBe('/en');
    expect(languageButtonUrl('en')).toBe('/en?lang=1');
    expect(languageButtonUrl('zh')).toBe('/?lang=0');
  });

  it('the locale cookie is i18n_redirected and round-trips', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    writeLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
  });

  it('maps browser languages', () => {
    expect(detectBrowserLocale(['en'])).toBe('en');
    expect(detectBrowserLocale(['fr-FR'])).toBe('zh');
    expect(detectBrowserLocale([])).toBe('zh');
  });
});

describe('route table', () => {
  it('names routes <name>___<locale>', () => {
    expect(routeName('news', 'en')).toBe('news___en');
  });
  it('matches pages in both languages and rejects unknown paths', () => {
    expect(matchPage('/en/aboutUs')).toEqual({ name: 'aboutUs', locale: 'en' });
    expect(matchPage('/pages/detail/car_model_id/12')).toEqual({ name: 'carModelDetail', locale: 'zh' });
    expect(matchPage('/')).toEqual({ name: 'index', locale: 'zh' });
    expect(matchPage('/en')).toEqual({ name: 'index', locale: 'en' });
    expect(matchPage('/enx')).toBeUndefined();
    expect(matchPage('/pages/detail/car_model_id/../x')).toBeUndefined();
    expect(splitLocale('/en/news')).toEqual({ locale: 'en', path: '/news' });
  });
});
