import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
// eslint-disable-next-line no-restricted-imports -- not a second HTTP client: the server answers the app's one client in-process (below)
import wretch from 'wretch';
import { createRoutes, type RouteHandle } from './routes.tsx';
import type { MetaT } from './route-module.ts';
import { createQueryClient } from './query-client.ts';
import { splitLocale, type Locale } from './route-table.ts';
import { headContext, pageMeta } from './head.ts';
import { headTags } from '../lib/seo/head-tags.ts';
import { langOf } from '../lib/locale.ts';
import { FALLBACK_LANGUAGE, translationFiles } from '../lib/i18n.ts';
import { setSanitizerWindow } from '../features/content/components/sanitize-cms-html.ts';
import { SaveDataHint } from '../lib/use-save-data.ts';

// Built by Vite's SSR build into dist/server/ (same CSS-module names and JSON as the client build) and
// loaded by the Fastify server (server/ssr.ts), which hands each page request to `renderPage`.

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const resources: Resource = {};
for (const [file, data] of Object.entries(files)) {
  const [, lng, ns] = /locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
  if (lng && ns) (resources[lng] ??= {})[ns] = data;
}

/** One i18next instance per language with every namespace (renders only read them). */
const i18nByLocale = new Map<Locale, I18n>();
function i18nFor(locale: Locale): I18n {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createInstance();
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: FALLBACK_LANGUAGE,
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

/** Answers an API call in-process (the server's `app.inject`): path under the API base, JSON body. */
export type ApiAnswer = (path: string, body: string) => Promise<{ status: number; body: string }>;

/** The request a render belongs to: its language (for the calls' `lang`) and its API. */
const current = new AsyncLocalStorage<{ lang: 0 | 1; api: ApiAnswer }>();

// The pages' own queries run here as in the browser (same options, keys and calls); the API client's
// requests are answered in-process, in the request's language, without a token (public data only).
wretch.polyfills({
  fetch: async (url: string, init: { body?: unknown }) => {
    const request = current.getStore();
    if (!request) throw new TypeError('no API outside a page render');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const answer = await request.api(new URL(url, 'http://localhost').pathname, JSON.stringify({ ...body, lang: request.lang }));
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  },
});

/** A rendered page for the server to put in the HTML template. */
export interface RenderedPage {
  status: number;
  locale: Locale;
  /** The head tags (title, description, canonical, alternates…). */
  head: string;
  /** The markup inside #root. */
  html: string;
  /** React Router's hydration data and the dehydrated query cache, as JSON (to escape for the HTML). */
  routerState: string;
  queryState: string;
  /** The pages matched (for their chunks' preloads) and their first-screen pictures. */
  pages: string[];
  /** The translation files the app loads before it hydrates this page (src/lib/i18n.ts). */
  translations: string[];
  images: { url: string; sizes: string }[];
}

/** What a render needs from the server. */
export interface RenderInput {
  url: string;
  origin: string;
  api: ApiAnswer;
  /** The request said `Save-Data: on`: pictures offer only their small widths. */
  saveData?: boolean;
}

/** React Router's hydration data (the form its StaticRouterProvider writes; main.tsx hands it back). */
function routerState(context: StaticHandlerContext): string {
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, error]) => [
          id,
          isRouteErrorResponse(error)
            ? { ...error, __type: 'RouteErrorResponse' }
            : error instanceof Error
              ? { message: error.message, __type: 'Error' }
              : error,
        ]),
      )
    : null;
  return JSON.stringify({ loaderData: context.loaderData, actionData: context.actionData, errors });
}

function renderToString(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString()));
    sink.on('end', () => resolve(html));
    // The whole page, lazy parts included: the browser hydrates what the server sent, never a fallback.
    // Boundaries are written in place, never outlined behind a script (the CSP runs no inline scripts).
    const stream = renderToPipeableStream(node, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}

/** Catalog queries a page's components asked for that its loader did not load: fetched, then the page renders again. */
async function fetchAskedFor(queryClient: QueryClient): Promise<boolean> {
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.meta?.persist === true);
  await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
  return asked.length > 0;
}

/** Gives the renderer a DOM window (the server's jsdom), in which articles' CMS HTML is sanitized by DOMPurify as in the browser. */
export function setDomWindow(window: Window & typeof globalThis): void {
  setSanitizerWindow(window);
}

/** Renders one page request: a redirect Response, or the page with its status, head and hydration data. */
export async function renderPage(input: RenderInput): Promise<Response | RenderedPage> {
  const url = new URL(input.url);
  const locale = splitLocale(url.pathname).locale;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  return current.run({ lang: langOf(locale), api: input.api }, async () => {
    const { query, dataRoutes } = createStaticHandler(createRoutes({ queryClient, server: true }));
    const context = await query(new Request(url.href));
    if (context instanceof Response) return context;
    const router = createStaticRouter(dataRoutes, context);
    const i18n = i18nFor(locale);
    const app = (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SaveDataHint value={input.saveData === true}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </SaveDataHint>
        </QueryClientProvider>
      </I18nextProvider>
    );
    let html = await renderToString(app);
    // At most two more passes: a part shown only once its data is there may ask for more.
    for (let pass = 0; pass < 2 && (await fetchAskedFor(queryClient)); pass++) html = await renderToString(app);
    const meta = await pageMeta({
      matches: context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
      url,
      queryClient,
      t: (lng, ns) => i18n.getFixedT(lng, ns as never) as unknown as MetaT,
      origin: input.origin,
    });
    const handles = context.matches.map((m) => m.route.handle as RouteHandle | undefined).filter((h): h is RouteHandle => !!h?.page);
    return {
      status: context.statusCode,
      locale,
      head: headTags(meta, headContext(input.origin, url)),
      html,
      routerState: routerState(context),
      queryState: JSON.stringify(dehydrate(queryClient)),
      pages: handles.map((h) => h.page),
      translations: translationFiles(
        locale,
        handles.flatMap((h) => h.namespaces ?? []),
      ),
      images: handles
        .flatMap((h) => h.preload?.({ params: context.matches.at(-1)!.params, url, locale, lang: langOf(locale), queryClient, server: true }) ?? [])
        .filter((i): i is { url: string; sizes: string } => !!i.url),
    };
  });
}
