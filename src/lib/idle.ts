/**
 * Resolves after the page's `load` event and then the next idle moment (at most `timeoutMs` later;
 * 200 ms later where there is no requestIdleCallback, as in Safari): for work that must never compete
 * with the page's own loading.
 */
export function afterLoadAndIdle(timeoutMs = 2000): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => whenIdle(resolve, timeoutMs)));
}

/** `scheduler.yield()` (Chromium 129+, Firefox 142+): not in TypeScript's DOM types yet. */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task than the caller's: the work after it runs as its own short task instead of
 * lengthening the current one (input and paints can get in between). Where the browser has
 * `scheduler.yield()` the rest of the work goes ahead of other queued tasks of its priority and is
 * never held by the 4 ms clamp of nested timers, which a chain of `setTimeout` hops meets after five.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}

/** Runs `work` when the browser is idle (at most `timeoutMs` later; 200 ms later without requestIdleCallback). */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
}

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

let settling: Promise<void> | undefined;

/**
 * The page's one settle watch (`afterPageSettles` with its defaults), shared by everything that waits
 * for it: the service worker's registration (decision 036) and the home hero's autoplay (decision 038).
 * Started by the first caller; resolved for good once the page has settled.
 */
export function pageSettled(): Promise<void> {
  settling ??= afterPageSettles();
  return settling;
}
