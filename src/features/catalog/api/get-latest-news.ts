import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { NewsPage } from './types.ts';

/** The newest news items across all columns (api/content/lists, page 1). */
export function getLatestNews(count: number, lang?: 0 | 1): Promise<NewsPage> {
  return fetchData<NewsPage>('api/content/lists', { column_id: 0, page: 1, page_size: count, lang });
}

/** Query options for the home page's news teaser. */
export function latestNewsQueryOptions(count: number, lang: 0 | 1) {
  return queryOptions({
    queryKey: ['catalog', 'latest-news', count, lang] as const,
    queryFn: ({ queryKey }) => getLatestNews(queryKey[2], queryKey[3]),
    meta: bothLanguagesMeta,
  });
}

/** The newest `count` news items. */
export function useLatestNews(count: number, lang: 0 | 1) {
  return useQuery(latestNewsQueryOptions(count, lang));
}
