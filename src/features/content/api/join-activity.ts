import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, RefusalError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { activitiesQueryOptions } from './get-activities.ts';
import { clubPassQueryOptions } from '../../../lib/club-pass/get-club-pass.ts';
import { requestPersistence } from '../../../lib/offline-storage.ts';
import { useAppStore } from '../../../lib/store.ts';

/** What a sign-up sends. */
export interface JoinActivityInput {
  activity_id: number;
  name: string;
  phone: string;
  consent: boolean;
}

/** The event's seat count after a successful sign-up, and the server's confirmation. */
export interface JoinActivityResult {
  activity_id: number;
  signed_up: number;
  capacity: number;
  seats_left: number;
  message: string;
}

/** Signs up for an event; a refusal (full, closed, repeated) rejects with RefusalError carrying the server's words. */
export async function joinActivity(input: JoinActivityInput): Promise<JoinActivityResult> {
  const env = await post<Omit<JoinActivityResult, 'message'>>('api/activity/join_activity', { ...input });
  if (env.code !== 1) throw new RefusalError(env.msg);
  return { ...env.data, message: env.msg };
}

/**
 * The sign-up mutation. networkMode 'always': offline it fails at once instead of pausing and
 * re-sending later on its own (sign-ups are never queued). Refreshes the seat counts and the member's
 * club pass (saved on the device) either way.
 */
export function useJoinActivity() {
  const { lang } = useLocale();
  const userId = useAppStore((s) => s.userData?.user_id ?? 0);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinActivity,
    networkMode: 'always',
    // A member who signs up will want the pass on the road: ask the browser to keep this site's storage.
    onSuccess: () => void requestPersistence(),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: activitiesQueryOptions(lang).queryKey });
      void queryClient.invalidateQueries({ queryKey: clubPassQueryOptions(lang, userId).queryKey });
    },
  });
}
