import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStamped, type Stamped } from '../../../lib/api-client.ts';
import { stampedQuery } from '../../../lib/as-of.ts';
import type { Lang } from '../../../lib/store.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import type { MenuModel } from './types.ts';

/** How the catalog groups its models (the two vehicle groupings of the mega-menu). */
export type CarGroupType = 'vehicle_series' | 'displacement';

/** A sub-group of a series or displacement class, holding models. */
export interface CarSubGroup {
  id: number;
  slug: string;
  name: string;
  weight?: number;
  children: MenuModel[];
}

/** A series (e.g. Adventure) or displacement class (e.g. 251–500 cc). */
export interface CarGroup {
  id: number;
  slug: string;
  name: string;
  tagline?: string;
  weight: number;
  children: CarSubGroup[];
}

/** The display name of a model (the legacy contract fills either field). */
export function modelName(m: Pick<MenuModel, 'car_model_name' | 'model_name'>): string {
  return m.car_model_name || m.model_name || '';
}

/** Model groups by series or displacement; displacement classes sorted by weight ascending (spec section 3). Stamped when replayed from the worker's cache. */
export async function getCarGroups(type: CarGroupType, lang: Lang): Promise<Stamped<CarGroup[]>> {
  const { data, storedAt } = await fetchStamped<CarGroup[]>('api/car_info/get_cars_by_type', { type, lang });
  const groups = Array.isArray(data) ? data : [];
  return { data: type === 'displacement' ? [...groups].sort((a, b) => a.weight - b.weight) : groups, storedAt };
}

/** Catalog query (persisted for offline use); lang is part of the key. */
export function carGroupsQueryOptions(type: CarGroupType, lang: Lang) {
  return queryOptions({
    queryKey: ['catalog', 'car-groups', type, lang] as const,
    queryFn: ({ queryKey }) => getCarGroups(queryKey[2], queryKey[3]),
    ...stampedQuery<CarGroup[]>(),
    meta: bothLanguagesMeta,
  });
}

/** Model groups of one type in the given language. */
export function useCarGroups(type: CarGroupType, lang: Lang, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...carGroupsQueryOptions(type, lang), enabled: opts.enabled ?? true });
}
