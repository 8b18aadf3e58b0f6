// The end of a ride pack's background fetch, in the worker: each answer is stored where the in-page
// download stores it (the same helpers: pages under pageCacheKey, stamped; catalog answers under their
// synthetic key; pictures and chunks by URL), the pack's state in IndexedDB records what is stored,
// and open pages are told so the panel shows the summary, or Resume when the fetch ended short.
// Pure apart from its injected dependencies: tests/unit/sw/pack-background.test.ts.
import { storeItem } from '../src/lib/ride-pack/pack-caches.ts';
import { isComplete, itemId, markDone, markFailed, type PackState } from '../src/lib/ride-pack/pack-state.ts';
import type { BackgroundFetchEventLike, BackgroundFetchRecordLike, BackgroundOutcome, PackBackgroundMessage } from './background-fetch.ts';
import { PACK_FETCH_PREFIX } from './background-fetch.ts';
import { RIDE_PACK_HEADER } from './routes.ts';

/**
 * Stores the fetched answers of a pack's background fetch. A record is matched to its pack file by its
 * `x-ride-pack` header (the index in `background.ids`: a record's request has no body, and one catalog
 * URL serves many bodies). A refused file (4xx, a refusal envelope) is marked failed; a failed request
 * or a 5xx stays pending for Resume.
 */
export async function storeRecords(
  state: PackState,
  records: readonly BackgroundFetchRecordLike[],
  storage: CacheStorage,
  now: number,
): Promise<PackState> {
  const ids = state.background?.ids ?? [];
  const byId = new Map(state.items.map((item) => [itemId(item), item]));
  let next = state;
  for (const record of records) {
    const item = byId.get(ids[Number(record.request.headers.get(RIDE_PACK_HEADER) ?? -1)] ?? '');
    if (!item) continue;
    const response = await record.responseReady.catch(() => undefined);
    if (!response || response.status === 0 || response.status >= 500) continue;
    next = (await storeItem(item, response, now, storage)) ? markDone(next, item) : markFailed(next, item);
  }
  return next;
}

/**
 * The pack once its background fetch ended, the outcome noted on it: saved when every file is stored,
 * else marked for Resume (a "success" that left files pending counts as a failure) with the browser's
 * failure reason, if it gave one.
 */
export function settleBackground(state: PackState, outcome: BackgroundOutcome, now: number, reason = ''): PackState {
  if (!state.background) return state;
  if (isComplete(state)) return { ...state, savedAt: now, background: { ...state.background, outcome: 'success' } };
  const background = { ...state.background, outcome: outcome === 'success' ? 'failure' : outcome } as const;
  return { ...state, background: reason ? { ...background, reason } : background };
}

/** What the worker's handler needs (sw.ts binds these to IndexedDB, the caches and the open pages). */
export interface BackgroundDeps {
  load(): Promise<PackState | undefined>;
  save(state: PackState): Promise<void>;
  storage: CacheStorage;
  tell(message: PackBackgroundMessage): Promise<void>;
  now(): number;
}

/** Handles a backgroundfetchsuccess / fail / abort event of the ride pack (others are ignored). */
export async function onPackBackgroundFetch(event: BackgroundFetchEventLike, outcome: BackgroundOutcome, deps: BackgroundDeps): Promise<void> {
  const { id } = event.registration;
  const state = await deps.load();
  if (!id.startsWith(PACK_FETCH_PREFIX) || state?.background?.id !== id) return;
  // An aborted fetch's answers may no longer be readable; whatever is, is kept.
  const records = await event.registration.matchAll().catch(() => []);
  const stored = await storeRecords(state, records, deps.storage, deps.now());
  const next = settleBackground(stored, outcome, deps.now(), event.registration.failureReason);
  await deps.save(next);
  const title = state.background.doneTitle;
  if (next.background?.outcome === 'success' && title) await event.updateUI?.({ title }).catch(() => undefined);
  await deps.tell({ type: 'RIDE_PACK_BACKGROUND', outcome });
}
