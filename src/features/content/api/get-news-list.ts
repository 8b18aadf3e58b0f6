import { queryOptions, useQueries } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { NEWS_PAGE_SIZE } from '../../../config/api-params.ts';

/** One news teaser. */
export interface NewsItem {
  id: number;
  column_id: number;
  title: string;
  summary: string;
  cover: string;
  published_at: string;
}

/** One page of a news column. */
export interface NewsPage {
  list: NewsItem[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

/** Fetches one page of a column (0 = all columns). */
export function getNewsList(column: number, page: number, pageSize = NEWS_PAGE_SIZE, lang?: 0 | 1): Promise<NewsPage> {
  return fetchData<NewsPage>('api/content/lists', { column_id: column, page, page_size: pageSize, lang });
}

/** Query options for one page: each page is its own persisted query, so pages read offline stay readable. */
export function newsListQueryOptions(lang: 0 | 1, column: number, page: number) {
  return queryOptions({
    queryKey: ['content', 'lists', column, page, lang] as const,
    queryFn: ({ queryKey }) => getNewsList(queryKey[2], queryKey[3], NEWS_PAGE_SIZE, queryKey[4]),
    meta: bothLanguagesMeta,
  });
}

/** Pages 1..pageCount of a column, combined into one list. */
export function useNewsPages(column: number, pageCount: number) {
  const { lang } = useLocale();
  return useQueries({
    queries: Array.from({ length: pageCount }, (_, i) => newsListQueryOptions(lang, column, i + 1)),
    combine: (results) => {
      const last = results[results.length - 1];
      return {
        items: results.flatMap((r) => r.data?.list ?? []),
        total: results[0]?.data?.total ?? 0,
        hasMore: last?.data?.has_more ?? false,
        firstPending: results[0]?.isPending ?? true,
        loadingMore: results.length > 1 && !!last?.isPending,
        error: results.find((r) => r.error)?.error ?? null,
        refetchFailed: () => results.forEach((r) => r.error && void r.refetch()),
      };
    },
  });
}
