/**
 * Resolves after the page's `load` event and then the next idle moment (at most `timeoutMs` later;
 * 200 ms later where there is no requestIdleCallback, as in Safari): for work that must never compete
 * with the page's own loading.
 */
export function afterLoadAndIdle(timeoutMs = 2000): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => new Promise<void>((resolve) => whenIdle(resolve, timeoutMs)));
}

/**
 * Resolves in a later task than the caller's: the work after it runs as its own short task instead of
 * lengthening the current one (input and paints can get in between).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** Runs `work` when the browser is idle (at most `timeoutMs` later; 200 ms later without requestIdleCallback). */
export function whenIdle(work: () => void, timeoutMs = 2000): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, 200);
}
