import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import type { Lang } from '../../../lib/store.ts';
import { persistMeta } from '../../../app/query-client.ts';

/** What choosing a country does: 0 navigate this window, 1 open a new window, 2 show a hint only. */
export type JumpType = 0 | 1 | 2;

/** One country or regional site. */
export interface CountryEntry {
  en_name: string;
  /** Short code shown as the icon, e.g. CN, ES. */
  icon: string;
  jump_type: JumpType;
  jump_url: string;
}

/** Country sites grouped by continent. */
export interface CountryGroup {
  en_name: string;
  language_country_list: CountryEntry[];
}

/** The country/region picker's list. */
export async function getLangList(lang: Lang): Promise<CountryGroup[]> {
  const data = await fetchData<CountryGroup[]>('api/common/get_lang_list', { lang });
  return Array.isArray(data) ? data : [];
}

/** Catalog-like read (persisted for offline use); lang is part of the key. */
export function langListQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: ['content', 'lang-list', lang] as const,
    queryFn: () => getLangList(lang),
    meta: persistMeta,
  });
}

/** The country list; `enabled` lets the header wait until the picker is wanted. */
export function useLangList(lang: Lang, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...langListQueryOptions(lang), enabled: opts.enabled ?? true });
}
