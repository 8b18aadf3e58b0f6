import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';
import type { SearchDoc } from '../../../config/search-pages.ts';

/** The site search index in one language: every model, goods item, news article, store and service page. */
export async function getSearchIndex(lang: Lang): Promise<SearchDoc[]> {
  const data = await fetchData<{ docs?: SearchDoc[] }>('api/search/get_search_index', { lang });
  return Array.isArray(data?.docs) ? data.docs : [];
}

/** Catalog query, persisted so search works offline over the last full index. */
export function searchIndexQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['search', 'index', lang] as const,
    queryFn: () => getSearchIndex(lang),
    meta: persistMeta,
    staleTime: 30 * 60_000,
  });
}

/** The search index documents in the given language. */
export function useSearchIndex(lang: Lang) {
  return useQuery(searchIndexQueryOptions(lang));
}
