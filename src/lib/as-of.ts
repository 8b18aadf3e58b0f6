// When a cached price was true: the "as of <time>" rule shared by every page that shows prices.
// Catalog queries cache the api-client's `Stamped<T>` wrapper (so the service worker's stored-at time
// is persisted to IndexedDB with the data) and hand components the plain data through `unstamp`.
// Why a wrapper plus a WeakMap, and not a field in the data: docs/decisions/024-as-of-stamp.md.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { Stamped } from './api-client.ts';

/** When this page (document) started loading; data fetched before it came from an earlier visit. */
export const PAGE_START = typeof performance !== 'undefined' && performance.timeOrigin ? performance.timeOrigin : Date.now();

const storedAtByData = new WeakMap<object, number>();

/**
 * Query `select` for a stamped catalog answer: returns the plain data (the shape components always
 * had) and remembers the worker's stored-at time for it, so `storedAtOf(data)` can find it.
 */
export function unstamp<T>(stamped: Stamped<T>): T {
  const { data, storedAt } = stamped;
  if (data !== null && typeof data === 'object') {
    if (storedAt) storedAtByData.set(data, storedAt);
    else storedAtByData.delete(data);
  }
  return data;
}

/** When the service worker stored this (selected) data, if it was replayed from its cache. */
export function storedAtOf(data: unknown): number | undefined {
  return data !== null && typeof data === 'object' ? storedAtByData.get(data) : undefined;
}

/**
 * Query `structuralSharing` for stamped queries: React Query keeps the previous object when new data
 * is deep-equal, which would hide a changed stamp (a replay of the very answer shown a minute ago).
 * Only data with the same stamp is shared; the wrapper itself carries `storedAt`, so it shares as usual.
 */
export function shareStamped(previous: unknown, next: unknown): unknown {
  return storedAtOf(previous) === storedAtOf(next) ? replaceEqualDeep(previous, next) : next;
}

/** The options every stamped catalog query adds: `...stampedQuery<CarInfo>()` (select and structural sharing). */
export function stampedQuery<T>(): { select: (stamped: Stamped<T>) => T; structuralSharing: typeof shareStamped } {
  return { select: unstamp<T>, structuralSharing: shareStamped };
}

/**
 * The "as of" time to show next to prices, or undefined for a live answer: the worker's stored-at time
 * when it answered from its cache (this visit or, persisted, an earlier one); otherwise the fetch time
 * when the data was restored from an earlier visit's persisted cache.
 */
export function asOfTime(query: { data?: unknown; dataUpdatedAt: number }, pageStart: number = PAGE_START): number | undefined {
  const storedAt = storedAtOf(query.data);
  if (storedAt) return storedAt;
  return query.dataUpdatedAt > 0 && query.dataUpdatedAt < pageStart ? query.dataUpdatedAt : undefined;
}

/** The oldest "as of" time of several queries (a page that shows prices from more than one answer). */
export function oldestAsOf(queries: readonly { data?: unknown; dataUpdatedAt: number }[], pageStart: number = PAGE_START): number | undefined {
  const times = queries.map((q) => asOfTime(q, pageStart)).filter((t): t is number => t !== undefined);
  return times.length ? Math.min(...times) : undefined;
}
