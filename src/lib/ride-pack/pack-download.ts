// Downloads a pack's pending files in the page, a few at a time, recording each stored file at once
// so that an interruption (pause, reload, dropped connection) loses nothing already stored.
import { hasItem, itemRequest, storeItem } from './pack-caches.ts';
import { markDone, markFailed, pendingItems, type PackState } from './pack-state.ts';
import type { PackItem } from './pack-types.ts';

/** Files fetched at once: enough to fill a mobile link, few enough to leave room for the page itself. */
export const PACK_CONCURRENCY = 3;

/** What the download needs from its surroundings (tests pass fakes). */
export interface DownloadDeps {
  fetch(request: Request): Promise<Response>;
  storage: CacheStorage;
  /** Called after each stored (or refused) file with the new state: save it and show the progress. */
  onState(state: PackState): void | Promise<void>;
  signal?: AbortSignal;
  concurrency?: number;
  now(): number;
}

/** Immutable files (versioned pictures, hashed chunks) already cached are not fetched again. */
const immutable = (item: PackItem) => item.kind === 'image' || item.kind === 'script';

/**
 * Fetches and stores every pending file. Resolves with the final state when all are stored; rejects
 * (with the state so far saved through onState) on a network failure or an abort. A file the server
 * refuses (4xx, or a refusal envelope) is marked failed and the rest continue.
 */
export async function downloadPack(start: PackState, deps: DownloadDeps): Promise<PackState> {
  let state = start;
  const queue = pendingItems(state);
  let failure: unknown;
  const record = async (next: PackState) => {
    state = next;
    await deps.onState(state);
  };
  const worker = async () => {
    while (queue.length > 0 && failure === undefined) {
      if (deps.signal?.aborted) throw deps.signal.reason ?? new DOMException('aborted', 'AbortError');
      const item = queue.shift()!;
      try {
        if (immutable(item) && (await hasItem(item, deps.storage))) {
          await record(markDone(state, item));
          continue;
        }
        const response = await deps.fetch(itemRequest(item, deps.signal));
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        const stored = await storeItem(item, response, deps.now(), deps.storage);
        await record(stored ? markDone(state, item) : markFailed(state, item));
      } catch (error) {
        failure ??= error;
        queue.unshift(item);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? PACK_CONCURRENCY) }, worker));
  if (failure !== undefined) throw failure;
  return state;
}
