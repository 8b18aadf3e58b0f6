import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { NetworkError, post, RefusalError } from '../api-client.ts';
import { useAppStore, type Lang } from '../store.ts';
import type { PassEntry } from './pass-types.ts';

/** A stalled network should not keep a rider from the saved pass: past this, the device copy is shown (a late live answer still replaces it, so waiting longer gains nothing). */
export const PASS_STALL_MS = 1500;
/** Without a device copy there is nothing better to show: the network gets longer (a slow 2G answer). */
export const PASS_NETWORK_TIMEOUT_MS = 20_000;

/** The member's sign-ups, live or from this device (then `savedAt` is when they were saved). */
export interface ClubPass {
  entries: PassEntry[];
  savedAt: number;
  fromDevice: boolean;
}

async function fetchLive(userId: number, lang: Lang): Promise<ClubPass> {
  const env = await post<PassEntry[]>('api/activity/my_activity', { lang }, { timeoutMs: PASS_NETWORK_TIMEOUT_MS });
  if (env.code !== 1) throw new RefusalError(env.msg || 'Error');
  const savedAt = Date.now();
  void savePassOnDevice(userId, lang, savedAt, env.data);
  return { entries: env.data, savedAt, fromDevice: false };
}

async function readSaved(userId: number, lang: Lang): Promise<ClubPass | undefined> {
  try {
    const saved = await (await import('./pass-store.ts')).readClubPass(userId, lang);
    return saved && { entries: saved.entries, savedAt: saved.savedAt, fromDevice: true };
  } catch {
    return undefined;
  }
}

/**
 * Fetches the member's sign-ups (`api/activity/my_activity`, network only: never through the worker's
 * cache or the persisted query cache) and keeps them on the device, encrypted. When a device copy
 * exists and the network fails or stalls past PASS_STALL_MS, the copy answers at once; a late live
 * answer still arrives through `onLate`.
 */
export async function getClubPass(userId: number, lang: Lang, onLate?: (pass: ClubPass) => void): Promise<ClubPass> {
  const live = fetchLive(userId, lang);
  const saved = await readSaved(userId, lang);
  if (!saved) return live;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), PASS_STALL_MS)));
  try {
    const first = await Promise.race([live, stalled]);
    if (first !== 'stalled') return first;
    live.then(onLate, () => undefined);
    return saved;
  } catch (err) {
    if (err instanceof NetworkError) return saved;
    throw err;
  } finally {
    clearTimeout(timer);
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
export function clubPassQueryOptions(lang: Lang, userId: number, onLate?: (pass: ClubPass) => void) {
  return queryOptions({
    queryKey: ['club-pass', lang, userId],
    queryFn: () => getClubPass(userId, lang, onLate),
    enabled: userId > 0,
    networkMode: 'always',
    retry: false,
  });
}

/** The logged-in member's club pass in a language (disabled when logged out). */
export function useClubPass(lang: Lang) {
  const userId = useAppStore((s) => (s.loginFlag ? (s.userData?.user_id ?? 0) : 0));
  const queryClient = useQueryClient();
  const options = clubPassQueryOptions(lang, userId, (pass) => queryClient.setQueryData(options.queryKey, pass));
  return useQuery(options);
}
