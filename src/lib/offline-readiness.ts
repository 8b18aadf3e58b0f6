import { useSyncExternalStore } from 'react';
import { boundedUrls, EARLIER_PAGES_MAX, isWorkerToPage } from '../../sw/messages.ts';
import { dataSaverActive } from './data-saver.ts';

/** What the page says about the offline copy: nothing, "ready" (once ever), or why storing it failed. */
export type OfflineStatus = 'none' | 'ready' | 'quota' | 'storage';

/** localStorage key set once "ready to use offline" has been shown: it is news only the first time. */
const SHOWN_KEY = 'yunling:offline-ready-shown';

let status: OfflineStatus = 'none';
const listeners = new Set<() => void>();

function setStatus(next: OfflineStatus): void {
  if (status === next) return;
  status = next;
  listeners.forEach((l) => l());
}

function alreadyShown(): boolean {
  try {
    if (localStorage.getItem(SHOWN_KEY)) return true;
    localStorage.setItem(SHOWN_KEY, String(Date.now()));
  } catch {
    /* storage unavailable: shown on this page view */
  }
  return false;
}

/**
 * Applies a message from the worker: ready (shown once ever), complete (silent) or failed (shown on
 * this page view). The state is also mirrored on <html data-offline-copy> for tests and tools.
 */
export function handleWorkerMessage(data: unknown): void {
  if (!isWorkerToPage(data)) return;
  const root = document.documentElement.dataset;
  if (data.type === 'OFFLINE_FAILED') {
    root.offlineCopy = 'failed';
    setStatus(data.reason);
  } else if (data.type === 'OFFLINE_COMPLETE') root.offlineCopy = 'complete';
  else {
    if (root.offlineCopy !== 'complete') root.offlineCopy = 'ready';
    if (status === 'none' && !alreadyShown()) setStatus('ready');
  }
}

/** Same-origin files this page has loaded (scripts, styles, translations, icons), for the worker to keep first. */
export function loadedAssets(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) urls.add(entry.name);
  document
    .querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')
    .forEach((el) => urls.add('src' in el && el.src ? el.src : (el as HTMLLinkElement).href));
  return [...urls].filter((u) => u.startsWith(location.origin)).slice(0, 400);
}

/** sessionStorage: the pages this tab opened while no worker controlled it (the first visit's pages). */
export const EARLIER_KEY = 'yunling:pages-before-worker';

function earlierPages(storage: Storage): string[] {
  try {
    return boundedUrls(JSON.parse(storage.getItem(EARLIER_KEY) ?? '[]'), EARLIER_PAGES_MAX) ?? [];
  } catch {
    return [];
  }
}

/**
 * Notes this page when no worker controls it: its load did not pass through a worker, so nothing kept
 * its HTML. The hello of a later page (once the worker is active) names it, and the worker keeps it:
 * a rider who went from home to the news list before the worker was there finds both offline.
 */
export function rememberPageBeforeWorker(
  container: Pick<ServiceWorkerContainer, 'controller'> = navigator.serviceWorker,
  storage: Storage = sessionStorage,
): void {
  if (container.controller) return;
  try {
    const list = earlierPages(storage).filter((u) => u !== location.href);
    storage.setItem(EARLIER_KEY, JSON.stringify([...list, location.href].slice(-EARLIER_PAGES_MAX)));
  } catch {
    /* storage unavailable: only this page is kept */
  }
}

/** Says hello to the active worker: what this page loaded, its URL, the pages before it and whether data saver is on. */
export async function greetWorker(container: ServiceWorkerContainer = navigator.serviceWorker, storage: Storage = sessionStorage): Promise<void> {
  const reg = await container.ready;
  let earlier: string[] = [];
  try {
    earlier = earlierPages(storage).filter((u) => u !== location.href);
    storage.removeItem(EARLIER_KEY);
  } catch {
    /* storage unavailable */
  }
  reg.active?.postMessage({ type: 'WARM', assets: loadedAssets(), page: location.href, earlier, dataSaver: dataSaverActive() });
}

/**
 * Listens to the worker (before it installs: an install failure is reported while it installs), greets
 * it once it is active, and again after each in-app navigation so that page's HTML is kept too (not
 * under data saver: that costs a request per page).
 */
export function watchOfflineReadiness(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  container.addEventListener('message', (event) => handleWorkerMessage(event.data));
  container.startMessages?.();
  void greetWorker(container).catch(() => undefined);
  const nav = (window as Window & { navigation?: EventTarget }).navigation;
  nav?.addEventListener('navigatesuccess', () => {
    if (!dataSaverActive()) void greetWorker(container).catch(() => undefined);
  });
}

/** Hides the notice (the close button, or after a while). */
export function dismissOfflineStatus(): void {
  setStatus('none');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live offline-copy status for the PWA chrome. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => 'none',
  );
}

/** Test hook: resets module state. */
export function resetOfflineReadinessForTests(): void {
  status = 'none';
  listeners.clear();
}
