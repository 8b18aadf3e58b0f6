import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';

/** A partner site for the footer's friendly links. */
export interface Partner {
  id: number;
  title: string;
  url: string;
}

/** Friendly links to partners. */
export async function getPartners(lang: Lang): Promise<Partner[]> {
  const data = await fetchData<Partner[]>('api/about_us/get_partner', { lang });
  return Array.isArray(data) ? data : [];
}

/** Catalog-like read (persisted for offline use); lang is part of the key. */
export function partnersQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['content', 'partners', lang] as const,
    queryFn: ({ queryKey }) => getPartners(queryKey[2]),
    meta: bothLanguagesMeta,
  });
}

/** Partners in the given language. */
export function usePartners(lang: Lang) {
  return useQuery(partnersQueryOptions(lang));
}
