import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { bothLanguagesMeta } from '../../../app/query-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';

/** A riders-club event with its seat count. */
export interface ClubEvent {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  /** Meeting point (WGS-84), when known. */
  lat?: number | null;
  lng?: number | null;
  starts_at: string;
  ends_at: string;
  signup_deadline: string;
  capacity: number;
  signed_up: number;
  cover: string;
  status: 'upcoming' | 'past';
}

/** Fetches every club event: upcoming soonest first, then past newest first. */
export function getActivities(lang?: 0 | 1): Promise<ClubEvent[]> {
  return fetchData<ClubEvent[]>('api/activity/get_activity', { status: 'all', lang });
}

/**
 * Query options for the events list. Persisted like a catalog read: members check times and meeting
 * points offline before riding out. Seat counts change, so it goes stale after half a minute.
 */
export function activitiesQueryOptions(lang: 0 | 1) {
  return queryOptions({
    queryKey: ['content', 'activities', lang] as const,
    queryFn: ({ queryKey }) => getActivities(queryKey[2]),
    meta: bothLanguagesMeta,
    staleTime: 30 * 1000,
  });
}

/** The club events in the current language. */
export function useActivities() {
  const { lang } = useLocale();
  return useQuery(activitiesQueryOptions(lang));
}
