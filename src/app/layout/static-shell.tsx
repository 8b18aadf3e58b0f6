import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- not a second HTTP client: the Node renderer swaps the app's one client's transport for in-process answers (below)
import wretch from 'wretch';
import { matchPage, type Locale, type PageName } from '../route-table.ts';
import { langOf } from '../../lib/locale.ts';
import { useAppStore } from '../../lib/store.ts';
import { loadedPages } from '../router.tsx';
import { firstScreenQueries } from '../route-data.ts';
import { HomePage } from '../../features/catalog/pages/home-page.tsx';
import { DetailPage } from '../../features/catalog/pages/detail-page.tsx';
import { NewsPage } from '../../features/content/pages/news-page.tsx';
import { RootLayout } from './root-layout.tsx';

// Built for Node only, never shipped to the browser: at build time for the HTML's static shell
// (vite.config.ts `staticShell`), and by the server for the pages it renders per request
// (server/page-shell.ts; the build copies this bundle to dist/server/page-shell.mjs).
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [file, data] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (lng && ns) ((resources[lng] ??= {})[ns] = data);
}

/**
 * The pages the server renders, as plain components: the browser's first render of a server-rendered
 * page uses them so (route-data.ts `prefetchFirstScreen`), with no lazy component and no Suspense
 * fallback in between. route-data.ts `SERVER_PAGES` names the same pages.
 */
export const SERVER_RENDERED: Partial<Record<PageName, ComponentType>> = { index: HomePage, news: NewsPage, carModelDetail: DetailPage };
for (const [name, component] of Object.entries(SERVER_RENDERED)) loadedPages.set(name as PageName, component);

/** React's markup as it goes in the HTML: no hoisted resource hints (the page names them), no test ids. */
function clean(markup: string): string {
  // React hoists preloads (the logo, a high-priority picture) to the front of its output; the HTML
  // has its own. Tests only ever find the live elements, never this picture of them.
  return markup.replace(/^(<link [^>]*\/>)+/, '').replace(/ data-testid="[^"]*"/g, '');
}

/** One i18next instance per language, with every namespace, made once: renders only read them. */
const i18nByLocale = new Map<Locale, ReturnType<typeof createInstance>>();
function i18nFor(locale: Locale) {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createInstance();
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: 'zh',
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

/** The layout with everything inside it rendered for one URL (path and query), logged out. */
function render(locale: Locale, url: string, client: QueryClient): string {
  const i18n = i18nFor(locale);
  return clean(
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <RootLayout />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
}

/**
 * The app shell as HTML for one language: the layout React's first render commits (header, skip link,
 * loading bar, the main area with its spinner) rendered by the same components, logged out and on the
 * language's home path. index.html carries it inside #root, so the header paints with the HTML instead
 * of after the scripts; React replaces it with identical markup on its first commit (decision 028).
 */
export function renderStaticShell(locale: Locale): string {
  return render(locale, locale === 'en' ? '/en' : '/', new QueryClient());
}

/** Answers a catalog call (path under /stage-api, JSON body) with its data, or undefined. */
export type CatalogAnswer = (source: { path: string; body: Record<string, unknown> }) => Promise<unknown>;

let catalog: CatalogAnswer = () => Promise.resolve(undefined);

// The pages' own queries run here as in the browser (same options, keys and calls), but the API client's
// requests are answered in-process by `catalog` (this bundle's own copy of wretch).
wretch.polyfills({
  fetch: async (url: string, init: { body?: unknown }) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/stage-api\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const data = await catalog({ path, body });
    return new Response(JSON.stringify(data === undefined ? { code: 0, msg: 'unavailable', data: null } : { code: 1, msg: 'ok', data }), {
      headers: { 'content-type': 'application/json' },
    });
  },
});

/** Where the server's pages get their data (server/page-shell.ts): its memoised catalog answers. */
export function answerCatalogWith(answer: CatalogAnswer): void {
  catalog = answer;
}

/** Renders run one at a time: the API client reads the language from the store, which is one per process. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A page (path and query) as the browser's first render shows it once the page's first-screen data
 * (route-data.ts `firstScreenQueries`) has arrived: the hero picture, names and prices are in the
 * HTML (decision 029). Undefined for a page not rendered here, or when a first-screen call fails
 * (an unknown model: the browser shows what it shows then, from the static shell).
 */
export function renderPage(url: string): Promise<string | undefined> {
  const run = queue.then(async () => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const page = matchPage(pathname);
    if (!page || !SERVER_RENDERED[page.name]) return undefined;
    // As the browser sets it before its first render (route-data.ts), for the calls' `lang`.
    useAppStore.getState().setLang(langOf(page.locale));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queries = await firstScreenQueries(pathname, search);
    await Promise.all(queries.map((options) => client.prefetchQuery(options as never)));
    if (queries.length === 0 || queries.some((q) => client.getQueryState(q.queryKey)?.status !== 'success')) return undefined;
    return render(page.locale, `${pathname}${search}`, client);
  });
  queue = run.catch(() => undefined);
  return run;
}
