import type { QueryClient } from '@tanstack/react-query';
import { detailModelParam, matchPage, splitLocale, type PageName } from './route-table.ts';
import { langOf } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { newsColumnOf, readModelId } from '../config/api-params.ts';

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

/** Starts the first screen's queries (errors are left to the page, which retries and shows them). */
export async function prefetchFirstScreen(queryClient: QueryClient, pathname: string, search: string): Promise<void> {
  // The API client sends the store's language. RouteEffects sets it from the URL, but only after the
  // first render: set it now, or an /en page would cache Chinese answers under its English keys.
  useAppStore.getState().setLang(langOf(splitLocale(pathname).locale));
  for (const options of await firstScreenQueries(pathname, search)) void queryClient.prefetchQuery(options as never);
}
