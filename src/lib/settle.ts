import { afterLoadAndIdle, whenIdle } from './idle.ts';

/** How long the page must go without a resource load finishing before it counts as settled (ms). */
export const SETTLE_QUIET_MS = 2000;
/** The longest wait after load (ms): a page that keeps loading still gets there. */
export const SETTLE_MAX_MS = 15_000;

/**
 * Resolves once the page has loaded, then gone `quietMs` without a resource load finishing (its code,
 * data and pictures, as the Resource Timing entries report them), then had an idle moment; at most
 * `maxMs` after load. For work as heavy as a first visit's precache (about 120 downloads, decision 036),
 * which would otherwise compete with the page still starting up. On a weak connection the page's own
 * pictures keep arriving, so the wait stretches until they are in (or until `maxMs`).
 */
export function afterPageSettles(quietMs = SETTLE_QUIET_MS, maxMs = SETTLE_MAX_MS): Promise<void> {
  return afterLoadAndIdle().then(
    () =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let settled = false;
        let observer: PerformanceObserver | undefined;
        const settle = () => {
          if (settled) return;
          settled = true;
          window.clearTimeout(quiet);
          window.clearTimeout(cap);
          observer?.disconnect();
          whenIdle(resolve);
        };
        const rearm = () => {
          window.clearTimeout(quiet);
          quiet = window.setTimeout(settle, quietMs);
        };
        const cap = window.setTimeout(settle, maxMs);
        try {
          observer = new PerformanceObserver(rearm);
          observer.observe({ type: 'resource' });
        } catch {
          // No Resource Timing observer (an old browser): the quiet period alone.
        }
        rearm();
      }),
  );
}
