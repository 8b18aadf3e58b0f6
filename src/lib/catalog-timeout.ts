// A catalog read on a stalled network ("lie-fi": connected, but nothing answers) must not spin for
// the 50 s the contract allows: after a short wait the page says "not saved yet" with a retry, and the
// request keeps going, so a late answer still fills the page in. Commerce and user calls never come
// here (only queries marked for persistence do, see src/app/query-client.ts).
import { TimedOutError } from './api-client.ts';
import { isConstrainedConnection } from './network.ts';

/** How long a catalog read waits for the network on a normal connection (ms). */
export const CATALOG_TIMEOUT_MS = 2500;
/** The same under Save-Data or on 2g, where waiting longer rarely helps and costs the rider more. */
export const CATALOG_TIMEOUT_CONSTRAINED_MS = 1500;

/** The catalog time-out for this connection: shorter under Save-Data or effective type 2g/slow-2g. */
export function catalogTimeoutMs(nav: Navigator | undefined = globalThis.navigator): number {
  return nav && isConstrainedConnection(nav) ? CATALOG_TIMEOUT_CONSTRAINED_MS : CATALOG_TIMEOUT_MS;
}

/**
 * Resolves with `work` if it settles within `ms`; otherwise rejects with a TimedOutError and hands
 * the late answer, if one ever comes, to `onLate` (a late failure is dropped: the page already shows
 * its not-saved state).
 */
export function withTimeout<T>(work: Promise<T>, ms: number, onLate: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new TimedOutError('timeout'));
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) onLate(value);
        else resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        if (!timedOut) reject(err);
      },
    );
  });
}
