import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, localeFileUrl, NAMESPACES, translationFiles } from '../../../../src/lib/i18n.ts';
import { onDisk, root } from './locales-on-disk.ts';

/** Serves translation files from the source tree, as the site serves the built ones; `failing` answers 503. */
function stubFetch(failing: string[] = []) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    if (failing.some((f) => url.includes(f))) return new Response('busy', { status: 503 });
    return new Response(fs.readFileSync(path.join(root, url)), { headers: { 'content-type': 'application/json' } });
  });
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('translations are fetched as JSON files', () => {
  it('every namespace has a file in both languages', () => {
    for (const ns of NAMESPACES) for (const locale of ['zh', 'en']) expect(localeFileUrl(locale, ns), `${locale}/${ns}`).toMatch(/\.json$/);
    expect(localeFileUrl('fr', 'common')).toBeUndefined();
  });

  it("loads the page language with the Chinese fallback, the page's namespaces with common, and more on demand", async () => {
    const requested = stubFetch();
    await initI18n('en', ['shell', 'home']);
    expect(i18next.t('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(requested.some((u) => u.endsWith('/en/common.json'))).toBe(true);
    expect(requested.some((u) => u.endsWith('/zh/common.json'))).toBe(true);
    // One round: the page's namespaces were asked for with common, not after it.
    expect(i18next.getResourceBundle('en', 'home')).toEqual(onDisk('en', 'home'));
    expect(i18next.getResourceBundle('en', 'shell')).toEqual(onDisk('en', 'shell'));
    expect(requested.some((u) => u.endsWith('/en/pwa.json'))).toBe(false);
    await i18next.loadNamespaces('pwa');
    expect(i18next.getResourceBundle('en', 'pwa')).toEqual(onDisk('en', 'pwa'));
    await initI18n('zh');
    expect(i18next.t('nav.login')).toBe(onDisk('zh', 'common').nav.login);
  });

  it('names the files a page hydrates with: layout and page namespaces, in the language and its fallback', () => {
    expect(translationFiles('zh', ['home', 'common'])).toEqual(['common', 'shell', 'home'].map((ns) => localeFileUrl('zh', ns)));
    expect(translationFiles('en', ['content'])).toEqual([
      ...['common', 'shell', 'content'].map((ns) => localeFileUrl('en', ns)),
      ...['common', 'shell', 'content'].map((ns) => localeFileUrl('zh', ns)),
    ]);
  });

  it('a failed file leaves that namespace unloaded rather than filling it with the error', async () => {
    stubFetch(['/en/shop.json']);
    await initI18n('en');
    await i18next.loadNamespaces('shop');
    expect(i18next.hasResourceBundle('en', 'shop')).toBe(false);
  });
});

/** i18next's translator, which its typings do not show: the part a remembered lookup skips. */
const translatorOf = (instance: typeof i18next) => (instance as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;

describe('plain lookups are remembered (rememberPlainLookups)', () => {
  it('runs i18next’s lookup once per key, and again after the translations or the language change', async () => {
    stubFetch();
    await initI18n('en');
    const translate = vi.spyOn(translatorOf(i18next), 'translate');
    const t = i18next.getFixedT('en', 'common');
    expect(t('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(t('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(i18next.getFixedT('en', 'common')('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(translate).toHaveBeenCalledTimes(1);

    i18next.addResourceBundle('en', 'common', { nav: { login: 'Sign in' } }, true, true);
    expect(t('nav.login')).toBe('Sign in');
    expect(translate).toHaveBeenCalledTimes(2);

    await initI18n('zh');
    expect(t('nav.login')).toBe('Sign in');
    expect(translate).toHaveBeenCalledTimes(3);
    i18next.addResourceBundle('en', 'common', onDisk('en', 'common'), true, true);
    translate.mockRestore();
  });

  it('keeps languages, namespaces and scopes apart, and passes lookups with options straight through', async () => {
    stubFetch();
    await initI18n('en');
    await i18next.loadNamespaces(['shop', 'service']);
    expect(i18next.getFixedT('zh', 'common')('nav.login')).toBe(onDisk('zh', 'common').nav.login);
    expect(i18next.getFixedT('en', 'common')('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(i18next.getFixedT('en', 'service')('nav.label')).toBe(onDisk('en', 'service').nav.label);
    expect((i18next.getFixedT('en', 'common') as (key: string) => string)('nav.label')).toBe('nav.label');
    const translate = vi.spyOn(translatorOf(i18next), 'translate');
    const t = i18next.getFixedT('en', 'shop');
    expect(t('cart.items', { count: 2 })).not.toBe(t('cart.items', { count: 1 }));
    expect(translate).toHaveBeenCalledTimes(2);
    translate.mockRestore();
  });
});
