import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Locale } from '../route-table.ts';
import { RootLayout } from './root-layout.tsx';

// Built for Node at build time only (vite.config.ts `staticShell`), never shipped to the browser.
const common = import.meta.glob<Record<string, unknown>>('../../locales/*/common.json', { eager: true, import: 'default' });

/**
 * The app shell as HTML for one language: the layout React's first render commits (header, skip link,
 * loading bar, the main area with its spinner) rendered by the same components, logged out and on the
 * language's home path. index.html carries it inside #root, so the header paints with the HTML instead
 * of after the scripts; React replaces it with identical markup on its first commit (decision 028).
 */
export function renderStaticShell(locale: Locale): string {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'zh',
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      zh: { common: common['../../locales/zh/common.json'] ?? {} },
      en: { common: common['../../locales/en/common.json'] ?? {} },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[locale === 'en' ? '/en' : '/']}>
          <RootLayout />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
