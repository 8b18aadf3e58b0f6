import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { persistMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** A news column: 1 latest events, 2 information center. */
export interface ContentCategory {
  id: number;
  name: string;
}

/** Fetches the news columns (the tabs of /news). */
export function getContentCategory(): Promise<ContentCategory[]> {
  return fetchData<ContentCategory[]>('api/content/category');
}

/** Query options for the news columns in one language (a persisted catalog read). */
export function contentCategoryQueryOptions(lang: 0 | 1) {
  return queryOptions({ queryKey: ['content', 'category', lang], queryFn: getContentCategory, meta: persistMeta, staleTime: 60 * 60 * 1000 });
}

/** The news columns in the current language. */
export function useContentCategory() {
  const { lang } = useLocale();
  return useQuery(contentCategoryQueryOptions(lang));
}
