import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** Link to a neighbouring article in the same column. */
export interface NewsLink {
  id: number;
  title: string;
}

/** One article; `content` is CMS HTML and must be sanitized before it is rendered. */
export interface NewsDetail {
  id: number;
  column_id: number;
  title: string;
  summary: string;
  content: string;
  cover: string;
  published_at: string;
  prev: NewsLink | null;
  next: NewsLink | null;
}

/** Fetches one article (a missing one is refused with code 0 → RefusalError). */
export function getNewsDetail(id: number, lang?: 0 | 1): Promise<NewsDetail> {
  return fetchData<NewsDetail>('api/content/detail', { id, lang });
}

/** Query options for one article in one language (persisted: articles read before stay readable offline). */
export function newsDetailQueryOptions(lang: 0 | 1, id: number) {
  return queryOptions({
    queryKey: ['content', 'detail', id, lang] as const,
    queryFn: ({ queryKey }) => getNewsDetail(queryKey[2], queryKey[3]),
    meta: bothLanguagesMeta,
    enabled: id > 0,
  });
}

/** The article with the given id in the current language. */
export function useNewsDetail(id: number) {
  const { lang } = useLocale();
  return useQuery(newsDetailQueryOptions(lang, id));
}
