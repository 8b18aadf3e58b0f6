// A ride pack's state, kept in IndexedDB so a download survives a reload or a dropped connection:
// which files it holds and which are stored (with the version stored). Pure: tests/unit/src/lib/ride-pack/.
import type { BackgroundOutcome } from '../../../sw/background-fetch.ts';
import type { PackChoice, PackItem, PackManifest } from './pack-types.ts';

/** A download handed to the browser's Background Fetch: the worker stores its files (sw/pack-background.ts). */
export interface PackBackground {
  /** The background fetch's id. */
  id: string;
  /** The item ids in request order: each request's `x-ride-pack` header is its index here. */
  ids: string[];
  /** The notification's text once the files are stored (in the language the download began in). */
  doneTitle?: string;
  /** Set by the worker when the fetch ended ('failure' or 'abort': the panel offers Resume). */
  outcome?: BackgroundOutcome;
  /** The browser's `failureReason` when it ended short ('quota-exceeded': the device is full). */
  reason?: string;
  /** Set by the page just before it aborts the fetch for the rider's Pause: any other abort was a cancel elsewhere. */
  paused?: boolean;
}

/** The pack on this device. */
export interface PackState {
  choice: PackChoice;
  items: PackItem[];
  /** Stored files: item id → the version stored. */
  done: Record<string, string>;
  /** Files the server refused (a page gone since the manifest): not retried until the next update. */
  failed: string[];
  /** When the server built the manifest (ISO) and when the last file was stored (ms). */
  builtAt: string;
  savedAt: number | null;
  /** Present while, and after, Background Fetch downloads the pack (a download in the page clears it). */
  background?: PackBackground;
}

/** Largest pack the site offers to store, whatever the browser's quota. */
export const PACK_CAP_BYTES = 150 * 1024 * 1024;

/** An item's identity: its URL, and for an API call its body too (one call, many answers). */
export function itemId(item: PackItem): string {
  return item.kind === 'api' ? `${item.url}\n${item.body ?? ''}` : item.url;
}

/** A new pack for a choice and its manifest; nothing stored yet. */
export function createPack(choice: PackChoice, manifest: PackManifest): PackState {
  return { choice, items: manifest.items, done: {}, failed: [], builtAt: manifest.built_at, savedAt: null };
}

/** The pack with one more file stored. */
export function markDone(state: PackState, item: PackItem): PackState {
  return { ...state, done: { ...state.done, [itemId(item)]: item.version } };
}

/** The pack with one file the server refused. */
export function markFailed(state: PackState, item: PackItem): PackState {
  return { ...state, failed: [...state.failed, itemId(item)] };
}

/** Files still to fetch: not stored, or stored at another version, and not refused. */
export function pendingItems(state: PackState): PackItem[] {
  const failed = new Set(state.failed);
  return state.items.filter((i) => state.done[itemId(i)] !== i.version && !failed.has(itemId(i)));
}

/** Bytes and files: stored so far and in all. */
export function packProgress(state: PackState): { bytesDone: number; bytesTotal: number; itemsDone: number; itemsTotal: number } {
  let bytesDone = 0;
  let itemsDone = 0;
  let bytesTotal = 0;
  for (const item of state.items) {
    bytesTotal += item.bytes;
    if (state.done[itemId(item)] === item.version) {
      bytesDone += item.bytes;
      itemsDone += 1;
    }
  }
  return { bytesDone, bytesTotal, itemsDone, itemsTotal: state.items.length };
}

/** True once every file is stored (or refused by the server). */
export function isComplete(state: PackState): boolean {
  return pendingItems(state).length === 0;
}

/**
 * The pack moved to a newer manifest: files whose version is unchanged stay stored, changed ones are
 * fetched again, and files no longer in the pack are returned for removal.
 */
export function updatePack(state: PackState, manifest: PackManifest): { next: PackState; removed: PackItem[] } {
  const ids = new Set(manifest.items.map(itemId));
  const done: Record<string, string> = {};
  for (const item of manifest.items) {
    const stored = state.done[itemId(item)];
    if (stored !== undefined) done[itemId(item)] = stored;
  }
  return {
    next: { ...state, items: manifest.items, done, failed: [], builtAt: manifest.built_at },
    removed: state.items.filter((i) => !ids.has(itemId(i))),
  };
}

/** Whether a pack of this size may be stored: within the cap and the space the browser still offers. */
export function packBudget(bytes: number, estimate: { usage?: number; quota?: number } | undefined): 'ok' | 'over-cap' | 'over-quota' {
  if (bytes > PACK_CAP_BYTES) return 'over-cap';
  if (estimate?.quota != null && bytes > estimate.quota - (estimate.usage ?? 0)) return 'over-quota';
  return 'ok';
}
