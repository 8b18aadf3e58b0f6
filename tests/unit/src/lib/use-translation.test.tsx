import fs from 'node:fs';
import path from 'node:path';
import { Component, Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../../src/lib/i18n.ts';
import { useTranslation } from '../../../../src/lib/use-translation.ts';
import { isChunkLoadError } from '../../../../src/lib/chunk-guard.ts';
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

  it('a translation file that cannot be fetched is a chunk load error, never a page of keys', async () => {
    await initI18n('zh');
    i18next.removeResourceBundle('zh', 'shop');
    delete i18next.services.backendConnector.state['zh|shop'];
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    let caught: unknown;
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      componentDidCatch(error: unknown) {
        caught = error;
      }
      render() {
        return this.state.failed ? <p data-testid="failed" /> : this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <Suspense fallback={<p data-testid="waiting" />}>
          <Cart />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByTestId('failed', {}, { timeout: 8000 })).toBeTruthy();
    expect(isChunkLoadError(caught)).toBe(true);
    delete i18next.services.backendConnector.state['zh|shop'];
  }, 15_000);

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
