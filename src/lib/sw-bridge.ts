import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { pageSettled } from './idle.ts';
import { rememberPageBeforeWorker, watchOfflineReadiness } from './offline-readiness.ts';

/** How often a visible page at most asks the server for a new worker (besides on load and on reconnect). */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

let updateWaiting = false;
let workbox: Workbox | undefined;
let registration: ServiceWorkerRegistration | undefined;
let reloading = false;
let lastCheck = 0;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean): void {
  if (updateWaiting === value) return;
  updateWaiting = value;
  listeners.forEach((l) => l());
}

/** Marks an update as waiting when a new worker has installed while an older one controls the page. */
export function watchRegistration(reg: ServiceWorkerRegistration, sw: Pick<ServiceWorkerContainer, 'controller'> = navigator.serviceWorker): void {
  const check = () => {
    if (reg.waiting && sw.controller) setUpdateWaiting(true);
  };
  check();
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') check();
    });
  });
}

/** Asks the server whether a new worker exists (throttled; failures ignored: offline is normal here). */
export async function checkForUpdate(force = false): Promise<void> {
  if (!registration || (!force && Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS)) return;
  lastCheck = Date.now();
  try {
    await registration.update();
  } catch {
    /* offline or server down: try again later */
  }
}

/**
 * Registers /sw.js once the page has settled: loaded, then quiet for a moment (`pageSettled`). A first
 * visit's install precaches about 120 files, which must not compete with the page still starting up
 * (decision 036). Then watches for a waiting update. Any failure is ignored (spec: registration failures
 * are ignored).
 */
export async function registerServiceWorker(): Promise<void> {
  document.documentElement.dataset.build = __BUILD_ID__;
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    rememberPageBeforeWorker();
    await pageSettled();
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => setUpdateWaiting(true));
    watchOfflineReadiness();
    registration = await workbox.register();
    if (!registration) return;
    lastCheck = Date.now();
    watchRegistration(registration);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void checkForUpdate();
    });
    window.addEventListener('online', () => void checkForUpdate(true));
  } catch (err) {
    console.debug('[sw] registration failed (ignored)', err);
  }
}

/** Activates the waiting worker and reloads once it controls the page (the user accepted the update). */
export function acceptUpdate(): void {
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  if (!workbox || !registration?.waiting || !('serviceWorker' in navigator)) {
    reloadOnce();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce);
  workbox.messageSkipWaiting();
  // If the worker never takes over (it died, or another tab raced us), reload anyway after a moment.
  window.setTimeout(reloadOnce, 4000);
}

/** Hides the prompt for this page view ("later"): the worker stays waiting until every tab closes. */
export function dismissUpdate(): void {
  setUpdateWaiting(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new version is installed and waiting for the user to accept it. */
export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}

/** Test hook: resets module state. */
export function resetSwBridgeForTests(): void {
  updateWaiting = false;
  workbox = undefined;
  registration = undefined;
  reloading = false;
  lastCheck = 0;
  listeners.clear();
}
