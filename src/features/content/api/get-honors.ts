import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

export type HonorCategory = 'group' | 'institute';

/** One award or certification. */
export interface Honor {
  id: number;
  category: HonorCategory;
  year: number;
  title: string;
  issuer: string;
}

/** Fetches the honors of both categories, newest first. */
export function getHonors(lang?: 0 | 1): Promise<Honor[]> {
  return fetchData<Honor[]>('api/about_us/get_honor', { lang });
}

/** Query options for all honors in one language. */
export function honorsQueryOptions(lang: 0 | 1) {
  return queryOptions({ queryKey: ['content', 'honors', lang] as const, queryFn: ({ queryKey }) => getHonors(queryKey[2]), meta: bothLanguagesMeta });
}

/** All honors in the current language. */
export function useHonors() {
  const { lang } = useLocale();
  return useQuery(honorsQueryOptions(lang));
}
