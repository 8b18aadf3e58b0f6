import type { QueryClient } from '@tanstack/react-query';
import { detailModelParam, matchPage, splitLocale, type PageName } from './route-table.ts';
import { langOf } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { newsColumnOf, readModelId } from '../config/api-params.ts';
import { i18next, type Namespace } from '../lib/i18n.ts';
import { loadPage } from './pages.ts';
import { loadedPages } from './router.tsx';

// Its own chunk, loaded by main.tsx next to the translations: the first screen's data is asked for
// while the page's code is still on its way, not after that code has rendered ("render as you fetch").
// Each page's query options load on their own, so a page never loads another page's API modules.

type FirstScreen = (lang: 0 | 1, pathname: string, params: URLSearchParams) => Promise<{ queryKey: readonly unknown[] }[]>;

/**
 * The queries the first screen of each page with early data shows: the same options the page's hooks
 * use, so the same cache entries. route-table's `hasFirstScreenData` names the same pages (main.tsx
 * loads this chunk for them only; a unit test keeps the two in step).
 */
const FIRST_SCREENS: Partial<Record<PageName, FirstScreen>> = {
  index: async (lang) => {
    const [banners, models] = await Promise.all([import('../features/catalog/api/get-banners.ts'), import('../features/catalog/api/get-recommended-models.ts')]);
    return [banners.bannersQueryOptions(lang), models.recommendedModelsQueryOptions(lang)];
  },
  news: async (lang, _pathname, params) => {
    const news = await import('../features/content/api/get-news-list.ts');
    return [news.newsListQueryOptions(lang, newsColumnOf(params.get('column')), 1)];
  },
  // The model's detail names the hero picture, the page's largest paint (its file is preloaded by the
  // server, lcp-preload.ts): asked for now, the hero can render in the page's first render.
  carModelDetail: async (lang, pathname, params) => {
    const id = readModelId(detailModelParam(pathname), params.get('car_model_id'));
    if (id <= 0) return [];
    const info = await import('../features/catalog/api/get-car-info.ts');
    return [info.carInfoQueryOptions(id, lang)];
  },
};

/** The first screen's queries of a page (none for pages without early data or unknown paths). */
export async function firstScreenQueries(pathname: string, search: string) {
  const page = matchPage(pathname);
  const queries = page && FIRST_SCREENS[page.name];
  if (!queries) return [];
  return queries(langOf(splitLocale(pathname).locale), pathname, new URLSearchParams(search));
}

/**
 * Pages the server renders into the HTML (static-shell.tsx `SERVER_RENDERED`, decision 029), with the
 * translation namespaces their first render reads: useTranslation suspends until those have loaded,
 * and the spinner it would show in the meantime must not replace the page already on screen.
 */
export const SERVER_PAGES: Partial<Record<PageName, readonly Namespace[]>> = { index: ['home'], news: ['content'], carModelDetail: ['catalog'] };

/** How long the first render waits for a server-rendered page's code, data and translations. */
export const SERVER_PAGE_WAIT_MS = 3000;

/**
 * Starts the first screen's queries (errors are left to the page, which retries and shows them).
 * Resolves to what main.tsx awaits, after i18next has started, before the first render of a page
 * the server put in the HTML (`serverPage`): the page's code, translations and first-screen data, so
 * that render shows the same page instead of the spinner (at most SERVER_PAGE_WAIT_MS; after that it
 * renders anyway).
 */
export async function prefetchFirstScreen(queryClient: QueryClient, pathname: string, search: string, serverPage = false): Promise<() => Promise<void>> {
  // The API client sends the store's language. RouteEffects sets it from the URL, but only after the
  // first render: set it now, or an /en page would cache Chinese answers under its English keys.
  useAppStore.getState().setLang(langOf(splitLocale(pathname).locale));
  const fetched = Promise.all((await firstScreenQueries(pathname, search)).map((options) => queryClient.prefetchQuery(options as never)));
  const name = matchPage(pathname)?.name;
  const namespaces = name && SERVER_PAGES[name];
  if (!serverPage || !name || !namespaces) return () => fetched.then(() => undefined);
  let waiting = true;
  // Only before the first render: a component swapped for the lazy one later would remount the page.
  // A failed chunk is left to the lazy page (the chunk guard, the error boundary).
  const page = loadPage(name).then((m) => void (waiting && loadedPages.set(name, m.default)), () => undefined);
  return async () => {
    const ready = Promise.all([fetched, page, i18next.loadNamespaces([...namespaces])]).catch(() => undefined);
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, SERVER_PAGE_WAIT_MS))]);
    waiting = false;
  };
}
