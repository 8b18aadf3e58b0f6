// Hands a pack's download to the browser's Background Fetch where it has it (Chromium): the download
// carries on with the tab closed and the worker stores the files (sw/pack-background.ts). Anywhere the
// API is missing or refuses (permission, quota, a private window), the caller downloads in the page.
import type { BackgroundFetchManagerLike, BackgroundFetchRegistrationLike } from '../../../sw/background-fetch.ts';
import { PACK_FETCH_PREFIX } from '../../../sw/background-fetch.ts';
import { hasItem, itemRequest } from './pack-caches.ts';
import { itemId, markDone, pendingItems, type PackState } from './pack-state.ts';

/** How long to wait for the worker before downloading in the page instead. */
const READY_MS = 3000;

/** The browser's Background Fetch manager, or undefined where there is none. */
export async function backgroundManager(): Promise<BackgroundFetchManagerLike | undefined> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return undefined;
  const ready = navigator.serviceWorker.ready.then((r) => r as ServiceWorkerRegistration & { backgroundFetch?: BackgroundFetchManagerLike });
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), READY_MS));
  return (await Promise.race([ready, timeout]))?.backgroundFetch;
}

/** What a background start needs (tests pass fakes). */
export interface BackgroundStartDeps {
  manager: BackgroundFetchManagerLike;
  storage: CacheStorage;
  /** Records the state before the fetch starts: the worker reads it to know each answer. */
  save(state: PackState): Promise<void>;
  now(): number;
  /** The browser's download notification, and its text once the files are stored. */
  title: string;
  doneTitle: string;
}

/**
 * Starts a background fetch of the pack's pending files. Immutable files already cached are marked
 * stored first (not downloaded again). Resolves with the state and the fetch, or undefined when there
 * is nothing left to fetch or the browser refused (the state is then saved without the fetch).
 */
export async function startBackground(
  start: PackState,
  deps: BackgroundStartDeps,
): Promise<{ state: PackState; registration: BackgroundFetchRegistrationLike } | undefined> {
  let state: PackState = { ...start, background: undefined };
  for (const item of pendingItems(state)) {
    if ((item.kind === 'image' || item.kind === 'script') && (await hasItem(item, deps.storage).catch(() => false))) state = markDone(state, item);
  }
  const pending = pendingItems(state);
  if (pending.length === 0) return undefined;
  const id = `${PACK_FETCH_PREFIX}${deps.now()}`;
  const withFetch: PackState = { ...state, background: { id, ids: pending.map(itemId), doneTitle: deps.doneTitle } };
  await deps.save(withFetch);
  try {
    // No downloadTotal: the manifest's sizes are of the decoded files, and a transfer larger than a
    // declared total would make the browser abort the whole fetch. The page shows the manifest's sizes.
    const registration = await deps.manager.fetch(
      id,
      pending.map((item, index) => itemRequest(item, undefined, String(index))),
      { title: deps.title, icons: [{ src: '/generated/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    );
    return { state: withFetch, registration };
  } catch {
    await deps.save(state);
    return undefined;
  }
}
