import { useSyncExternalStore } from 'react';

// Page chunks being loaded for a navigation (not background prefetches): the top loading bar's state.
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Counts a page chunk load until it settles. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  pending++;
  emit();
  return load.finally(() => {
    pending--;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a page the user navigated to is still loading its code. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
