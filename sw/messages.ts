// Typed messages between the page (src/lib/sw-bridge.ts) and the worker.
import { RUNTIME_CACHES, RUNTIME_CACHE_PREFIX } from './cache-names.ts';

/** Page → worker: activate the waiting worker now (sent by workbox-window's messageSkipWaiting). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** True for the SKIP_WAITING message. */
export function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** Our runtime caches from older worker versions (a renamed cache is never read again). */
export function staleRuntimeCaches(names: readonly string[]): string[] {
  return names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX) && !RUNTIME_CACHES.includes(n));
}

/**
 * Page → worker, once the worker controls the page: what the page loaded (so its own chunks, styles and
 * translations are kept first), its URL (its HTML is kept too) and whether data saver is on.
 */
export interface WarmMessage {
  type: 'WARM';
  assets: string[];
  page: string;
  /** Pages this tab opened before a worker controlled it (their loads did not pass through one): kept too. */
  earlier?: string[];
  dataSaver: boolean;
}

/** The most earlier pages a hello may name. */
export const EARLIER_PAGES_MAX = 8;

/** Page → worker: data saver was switched on or off (by the connection or by the user). */
export interface DataSaverMessage {
  type: 'DATA_SAVER';
  active: boolean;
}

/** Worker → page: the offline copy a return visit needs is stored. */
export interface OfflineReadyMessage {
  type: 'OFFLINE_READY';
}

/** Worker → page: every file on the precache list is stored (the whole site opens offline). */
export interface OfflineCompleteMessage {
  type: 'OFFLINE_COMPLETE';
}

/** Worker → page: the offline copy could not be stored (quota, storage blocked; network failures are not reported). */
export interface OfflineFailedMessage {
  type: 'OFFLINE_FAILED';
  reason: 'quota' | 'storage';
}

/** Messages the worker posts to pages. */
export type WorkerToPage = OfflineReadyMessage | OfflineCompleteMessage | OfflineFailedMessage;

const isObject = (data: unknown): data is Record<string, unknown> => !!data && typeof data === 'object';

/** The strings of `list` when it is an array of at most `max` strings of at most 2,000 characters, else undefined. */
export function boundedUrls(list: unknown, max: number): string[] | undefined {
  return Array.isArray(list) && list.length <= max && list.every((u) => typeof u === 'string' && u.length <= 2000) ? (list as string[]) : undefined;
}

/** True for a well-formed WARM message (bounded: at most 400 asset URLs of at most 2,000 characters). */
export function isWarm(data: unknown): data is WarmMessage {
  return (
    isObject(data) &&
    data.type === 'WARM' &&
    boundedUrls(data.assets, 400) !== undefined &&
    typeof data.page === 'string' &&
    data.page.length <= 2000 &&
    (data.earlier === undefined || boundedUrls(data.earlier, EARLIER_PAGES_MAX) !== undefined) &&
    typeof data.dataSaver === 'boolean'
  );
}

/** True for a DATA_SAVER message. */
export function isDataSaver(data: unknown): data is DataSaverMessage {
  return isObject(data) && data.type === 'DATA_SAVER' && typeof data.active === 'boolean';
}

/** True for a message the worker posts about the offline copy. */
export function isWorkerToPage(data: unknown): data is WorkerToPage {
  return (
    isObject(data) &&
    (data.type === 'OFFLINE_READY' ||
      data.type === 'OFFLINE_COMPLETE' ||
      (data.type === 'OFFLINE_FAILED' && (data.reason === 'quota' || data.reason === 'storage')))
  );
}
