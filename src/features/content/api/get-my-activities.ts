import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/api-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useAppStore } from '../../../lib/store.ts';

/** One of the user's event sign-ups with the event's time and meeting point. */
export interface MySignup {
  id: number;
  activity_id: number;
  slug: string;
  title: string;
  location: string;
  /** Meeting point (WGS-84), when known. */
  lat?: number | null;
  lng?: number | null;
  starts_at: string;
  ends_at: string;
  cover: string;
  name: string;
  phone: string;
  signed_at: string;
  status: 'upcoming' | 'past';
}

/** Fetches the logged-in user's sign-ups (network only: user data is never persisted). */
export function getMyActivities(): Promise<MySignup[]> {
  return fetchData<MySignup[]>('api/activity/my_activity');
}

/** Query options for a user's sign-ups; keyed by user so a second account never sees the first one's. */
export function myActivitiesQueryOptions(lang: 0 | 1, userId: number) {
  return queryOptions({ queryKey: ['content', 'my-activities', lang, userId], queryFn: getMyActivities, enabled: userId > 0 });
}

/** The current user's sign-ups (disabled when logged out). */
export function useMyActivities() {
  const { lang } = useLocale();
  const userId = useAppStore((s) => s.userData?.user_id ?? 0);
  return useQuery(myActivitiesQueryOptions(lang, userId));
}
