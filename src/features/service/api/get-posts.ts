import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { TravelPost } from './types.ts';

export interface PostPage {
  list: TravelPost[];
  total: number;
  page: number;
  page_size: number;
}

/** Riders' moto-travel posts, newest first. */
export function getPosts(page: number, lang: Lang): Promise<PostPage> {
  return fetchData<PostPage>('api/post/list', { page, page_size: 12, lang });
}

/** Public posts are catalog-like reading: persisted so the wall shows offline. */
export function postsQueryOptions(page: number, lang: Lang) {
  return queryOptions({
    queryKey: ['service', 'posts', page, lang] as const,
    queryFn: ({ queryKey }) => getPosts(queryKey[2], queryKey[3]),
    meta: bothLanguagesMeta,
    staleTime: 60_000,
  });
}

/** One page of posts. */
export function usePosts(page: number, lang: Lang) {
  return useQuery(postsQueryOptions(page, lang));
}
