// How long the worker waits for the network before answering from its caches. Pure: unit-tested in
// tests/unit/sw/network-timeouts.test.ts.

/** What the worker knows about the connection (NetworkInformation, the Save-Data header, the page's choice). */
export interface ConnectionHints {
  /** `navigator.connection.saveData` or a `Save-Data: on` request header. */
  saveData?: boolean;
  /** `navigator.connection.effectiveType`: 'slow-2g' | '2g' | '3g' | '4g'. */
  effectiveType?: string;
  /** The page's data-saver state (src/lib/data-saver.ts), which includes the user's own override. */
  pageDataSaver?: boolean;
}

/** Catalog calls: about 2.5 s, as long as a working weak network needs for a small JSON answer. */
export const CATALOG_TIMEOUT_MS = 2500;
/**
 * Navigations give up sooner than catalog calls, on every connection: they always have something to
 * show (the page's stored HTML, or the shell), the late answer still refreshes the stored page, and the
 * page they open still has its own calls to make within the 3 s a rider waits on a stalled network.
 */
export const NAVIGATION_TIMEOUT_MS = 1500;
/** Catalog calls under Save-Data or a 2g connection: a copy on the device beats waiting on a network that slow. */
export const SLOW_TIMEOUT_MS = 1500;
/** Once the network is known to be stalled (lie-fi), later calls wait only this long before the cache. */
export const STALLED_TIMEOUT_MS = 300;

/** True for effective types Chromium reports for very slow connections. */
export function isSlowEffectiveType(effectiveType: string | undefined): boolean {
  return effectiveType === '2g' || effectiveType === 'slow-2g';
}

/**
 * Data saver is on when the page says so (its state includes the user's override); without word from
 * the page, when the browser asks to save data or the connection is 2g.
 */
export function dataSaverOn(hints: ConnectionHints): boolean {
  if (hints.pageDataSaver !== undefined) return hints.pageDataSaver;
  return hints.saveData === true || isSlowEffectiveType(hints.effectiveType);
}

/** The network time-outs for a request kind under these hints (whether or not the network is stalled). */
export function networkTimeout(kind: 'navigation' | 'catalog', hints: ConnectionHints, stalled = false): number {
  if (stalled) return STALLED_TIMEOUT_MS;
  if (kind === 'navigation') return NAVIGATION_TIMEOUT_MS;
  // A slow link is slow whatever the user chose to save: the shorter wait follows the connection too.
  if (dataSaverOn(hints) || hints.saveData === true || isSlowEffectiveType(hints.effectiveType)) return SLOW_TIMEOUT_MS;
  return CATALOG_TIMEOUT_MS;
}
