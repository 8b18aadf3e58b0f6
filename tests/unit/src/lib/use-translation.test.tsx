import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../../src/lib/i18n.ts';
import { useTranslation } from '../../../../src/lib/use-translation.ts';
import { onDisk, root } from './locales-on-disk.ts';

/** Serves translation files from the source tree; each answer waits for `release` when one is set. */
let held: Promise<void> | undefined;
beforeEach(() => {
  held = undefined;
  vi.stubGlobal('fetch', async (url: string) => {
    await held;
    return new Response(fs.readFileSync(path.join(root, url)), { headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Login() {
  const { t } = useTranslation();
  return <p data-testid="login">{t('nav.login')}</p>;
}

function Cart() {
  const { t, i18n } = useTranslation('shop');
  return (
    <p data-testid="cart" lang={i18n.language}>
      {t('cart.title')}
    </p>
  );
}

describe('useTranslation (the app hook)', () => {
  it("uses the page language's common namespace by default", async () => {
    await initI18n('en');
    render(<Login />);
    expect(screen.getByTestId('login').textContent).toBe(onDisk('en', 'common').nav.login);
  });

  it('suspends while its namespace loads, then shows the text', async () => {
    await initI18n('zh');
    i18next.removeResourceBundle('zh', 'shop');
    delete i18next.services.backendConnector.state['zh|shop'];
    let release!: () => void;
    held = new Promise((r) => (release = r));
    render(
      <Suspense fallback={<p data-testid="waiting" />}>
        <Cart />
      </Suspense>,
    );
    expect(screen.getByTestId('waiting')).toBeTruthy();
    await act(async () => release());
    expect((await screen.findByTestId('cart')).textContent).toBe(onDisk('zh', 'shop').cart.title);
  });

  it('renders again in the new language when the language changes', async () => {
    await initI18n('zh');
    await i18next.loadNamespaces('shop');
    render(<Cart />);
    expect(screen.getByTestId('cart').textContent).toBe(onDisk('zh', 'shop').cart.title);
    await act(async () => void (await initI18n('en')));
    expect(screen.getByTestId('cart').textContent).toBe(onDisk('en', 'shop').cart.title);
    expect(screen.getByTestId('cart').getAttribute('lang')).toBe('en');
  });

  it("uses an I18nextProvider's instance over the app's (the server's renders)", async () => {
    await initI18n('zh');
    const own = createInstance();
    await own.init({ lng: 'en', resources: { en: { common: { nav: { login: 'Provider login' } } } }, defaultNS: 'common', initAsync: false });
    render(
      <I18nextProvider i18n={own}>
        <Login />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('login').textContent).toBe('Provider login');
  });
});
