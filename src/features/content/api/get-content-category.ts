import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** A news column: 1 latest events, 2 information center. */
export interface ContentCategory {
  id: number;
  name: string;
}

/** Fetches the news columns (the tabs of /news). */
export function getContentCategory(lang?: 0 | 1): Promise<ContentCategory[]> {
  return fetchData<ContentCategory[]>('api/content/category', { lang });
}

/** Query options for the news columns in one language (a persisted catalog read). */
export function contentCategoryQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['content', 'category', lang] as const,
    queryFn: ({ queryKey }) => getContentCategory(queryKey[2]),
    meta: bothLanguagesMeta,
    staleTime: 60 * 60 * 1000,
  });
}

/** The news columns in the current language. */
export function useContentCategory() {
  const { lang } = useLocale();
  return useQuery(contentCategoryQueryOptions(lang));
}
