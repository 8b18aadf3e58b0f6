/**
 * Resolves after the page's `load` event and then the next idle moment (at most `timeoutMs` later;
 * 200 ms later where there is no requestIdleCallback, as in Safari): for work that must never compete
 * with the page's own loading.
 */
export function afterLoadAndIdle(timeoutMs = 2000): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 200);
      }),
  );
}
