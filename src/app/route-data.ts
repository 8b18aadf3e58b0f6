import type { QueryClient } from '@tanstack/react-query';
import { matchPage, splitLocale } from './route-table.ts';
import { langOf } from '../lib/locale.ts';
import { useAppStore } from '../lib/store.ts';
import { bannersQueryOptions } from '../features/catalog/api/get-banners.ts';
import { recommendedModelsQueryOptions } from '../features/catalog/api/get-recommended-models.ts';
import { newsListQueryOptions } from '../features/content/api/get-news-list.ts';
import { newsColumnOf } from '../config/api-params.ts';

// Its own chunk, loaded by main.tsx next to the translations: the first screen's data is asked for
// while the page's code is still on its way, not after that code has rendered ("render as you fetch").

/**
 * The queries the first screen of a page shows (the same options the page's hooks use, so the same
 * cache entries). Home and the news list only: on the model detail page the early answer did not
 * bring the largest paint forward when measured (docs/decisions/025-web-vitals.md).
 */
export function firstScreenQueries(pathname: string, search: string) {
  const page = matchPage(pathname);
  if (!page) return [];
  const lang = langOf(splitLocale(pathname).locale);
  const params = new URLSearchParams(search);
  switch (page.name) {
    case 'index':
      return [bannersQueryOptions(lang), recommendedModelsQueryOptions(lang)];
    case 'news':
      return [newsListQueryOptions(lang, newsColumnOf(params.get('column')), 1)];
    default:
      return [];
  }
}

/** Starts the first screen's queries (errors are left to the page, which retries and shows them). */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string, search: string): void {
  const queries = firstScreenQueries(pathname, search);
  if (queries.length === 0) return;
  // The API client sends the store's language. RouteEffects sets it from the URL, but only after the
  // first render: set it now, or an /en page would cache Chinese answers under its English keys.
  useAppStore.getState().setLang(langOf(splitLocale(pathname).locale));
  for (const options of queries) void queryClient.prefetchQuery(options as never);
}
