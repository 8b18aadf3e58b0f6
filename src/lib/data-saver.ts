import { useSyncExternalStore } from 'react';

/** Chromium's NetworkInformation (not in every DOM typing). */
interface Connection extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

/** localStorage key of the user's choice: 'off' when they turned data saver off. */
const OVERRIDE_KEY = 'yunling:data-saver';

const listeners = new Set<() => void>();
let override: 'off' | null = readOverride();

function readOverride(): 'off' | null {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(OVERRIDE_KEY) === 'off' ? 'off' : null;
  } catch {
    return null;
  }
}

function connection(): Connection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection;
}

/** True when the browser asks to save data (Save-Data) or the connection is 2g / slow-2g. */
export function connectionSavesData(conn: Connection | undefined = connection()): boolean {
  return conn?.saveData === true || conn?.effectiveType === '2g' || conn?.effectiveType === 'slow-2g';
}

/** True when the site should save data: the connection asks for it and the user has not turned it off. */
export function dataSaverActive(): boolean {
  return connectionSavesData() && override !== 'off';
}

/** Tells the service worker (it skips the background precache and waits less for the network). */
function tellWorker(): void {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'DATA_SAVER', active: dataSaverActive() });
  } catch {
    /* no worker yet: the page's hello (sw-bridge) carries the state */
  }
}

function emit(): void {
  listeners.forEach((l) => l());
  tellWorker();
}

/** The user's choice: turn data saver off (persisted), or back to following the connection. */
export function setDataSaverOff(off: boolean): void {
  override = off ? 'off' : null;
  try {
    if (off) localStorage.setItem(OVERRIDE_KEY, 'off');
    else localStorage.removeItem(OVERRIDE_KEY);
  } catch {
    /* storage unavailable: the choice holds for this page view */
  }
  emit();
}

let watching = false;
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    // Some browsers (and stand-ins) give a plain object without events: the state is then read only.
    const conn = connection();
    if (typeof conn?.addEventListener === 'function') conn.addEventListener('change', emit);
  }
  return () => listeners.delete(listener);
}

/** Live data-saver state for components. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverActive, () => false);
}

/** Test hook: re-reads the stored choice and forgets the listeners (the next one watches the connection again). */
export function resetDataSaverForTests(): void {
  override = readOverride();
  listeners.clear();
  watching = false;
}
