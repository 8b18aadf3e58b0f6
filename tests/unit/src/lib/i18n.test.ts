import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n, localeFileUrl, NAMESPACES } from '../../../../src/lib/i18n.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const onDisk = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(root, 'src/locales', locale, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;

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

  it('loads the page language with the Chinese fallback, and namespaces on demand', async () => {
    const requested = stubFetch();
    await initI18n('en');
    expect(i18next.t('nav.login')).toBe(onDisk('en', 'common').nav.login);
    expect(requested.some((u) => u.endsWith('/en/common.json'))).toBe(true);
    expect(requested.some((u) => u.endsWith('/zh/common.json'))).toBe(true);
    await i18next.loadNamespaces('home');
    expect(i18next.getResourceBundle('en', 'home')).toEqual(onDisk('en', 'home'));
    await initI18n('zh');
    expect(i18next.t('nav.login')).toBe(onDisk('zh', 'common').nav.login);
  });

  it('a failed file leaves that namespace unloaded rather than filling it with the error', async () => {
    stubFetch(['/en/shop.json']);
    await initI18n('en');
    await i18next.loadNamespaces('shop');
    expect(i18next.hasResourceBundle('en', 'shop')).toBe(false);
  });
});
