import { queryOptions, useQuery } from '@tanstack/react-query';
import { NetworkError, post, RefusalError } from '../api-client.ts';
import { useAppStore, type Lang } from '../store.ts';
import type { PassEntry } from './pass-types.ts';

/** A weak signal should not keep a rider from the saved pass: past this, the device copy is shown. */
export const PASS_NETWORK_TIMEOUT_MS = 5000;

/** The member's sign-ups, live or from this device (then `savedAt` is when they were saved). */
export interface ClubPass {
  entries: PassEntry[];
  savedAt: number;
  fromDevice: boolean;
}

/**
 * Fetches the member's sign-ups (`api/activity/my_activity`, network only: never through the worker's
 * cache or the persisted query cache) and keeps them on the device, encrypted; offline, on a stalled
 * network or a server outage, answers with the device copy instead.
 */
export async function getClubPass(userId: number, lang: Lang): Promise<ClubPass> {
  try {
    const env = await post<PassEntry[]>('api/activity/my_activity', { lang }, { timeoutMs: PASS_NETWORK_TIMEOUT_MS });
    if (env.code !== 1) throw new RefusalError(env.msg || 'Error');
    const savedAt = Date.now();
    void savePassOnDevice(userId, lang, savedAt, env.data);
    return { entries: env.data, savedAt, fromDevice: false };
  } catch (err) {
    if (!(err instanceof NetworkError)) throw err;
    const { readClubPass } = await import('./pass-store.ts');
    const saved = await readClubPass(userId, lang);
    if (!saved) throw err;
    return { entries: saved.entries, savedAt: saved.savedAt, fromDevice: true };
  }
}

async function savePassOnDevice(userId: number, lang: Lang, savedAt: number, entries: PassEntry[]): Promise<void> {
  // The member may have logged out while the answer travelled: never save for someone gone.
  if (useAppStore.getState().userData?.user_id !== userId) return;
  try {
    const [{ saveClubPass }, { requestPersistence }] = await Promise.all([import('./pass-store.ts'), import('../offline-storage.ts')]);
    await saveClubPass({ userId, lang, savedAt, entries });
    if (entries.length) void requestPersistence();
  } catch {
    // Storage blocked or full: the pass still shows while online.
  }
}

/**
 * Query options for the member's club pass, keyed by user. networkMode 'always': offline the call
 * still runs and fails at once, so the device copy answers instead of the query pausing.
 */
export function clubPassQueryOptions(lang: Lang, userId: number) {
  return queryOptions({
    queryKey: ['club-pass', lang, userId],
    queryFn: () => getClubPass(userId, lang),
    enabled: userId > 0,
    networkMode: 'always',
    retry: false,
  });
}

/** The logged-in member's club pass in a language (disabled when logged out). */
export function useClubPass(lang: Lang) {
  const userId = useAppStore((s) => (s.loginFlag ? (s.userData?.user_id ?? 0) : 0));
  return useQuery(clubPassQueryOptions(lang, userId));
}
