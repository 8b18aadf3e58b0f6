/** The spec's chunk-reload guard: at most one reload a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'yunling:chunk-reload-at';

/** Storage the guard uses; sessionStorage by default (tests pass their own). */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): GuardStorage | undefined {
  try {
    const s = window.sessionStorage;
    const probe = `${KEY}:probe`;
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return undefined;
  }
}

/** How the guard is called: its storage (null = none), the time, and the reload (tests pass their own). */
export interface GuardOptions {
  storage?: GuardStorage | null;
  now?: number;
  reload?: () => void;
}

function lastReloadAllows(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  return !(Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS);
}

/**
 * Whether the guard would reload now, without reloading: an error page that is about to be
 * replaced by a reload must not show (its buttons would race the reload).
 */
export function chunkReloadDue(opts: GuardOptions = {}): boolean {
  const storage = opts.storage === undefined ? defaultStorage() : opts.storage;
  try {
    return !!storage && lastReloadAllows(storage, opts.now ?? Date.now());
  } catch {
    return false;
  }
}

/**
 * Reloads after a failed chunk load unless one happened within the last minute. Fails closed: when
 * storage is unavailable it cannot prove there was no recent reload, so it never reloads.
 * Returns true when it reloaded.
 */
export function reloadAfterChunkError(opts: GuardOptions = {}): boolean {
  const storage = opts.storage === undefined ? defaultStorage() : opts.storage;
  const now = opts.now ?? Date.now();
  if (!storage) return false;
  try {
    if (!lastReloadAllows(storage, now)) return false;
    storage.setItem(KEY, String(now));
  } catch {
    return false;
  }
  (opts.reload ?? (() => window.location.reload()))();
  return true;
}

/** True for errors that mean a code-split chunk or its CSS could not be fetched. */
export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i.test(
    msg,
  );
}

/**
 * Wires `vite:preloadError` (failed chunk or CSS preload) to the guard. The event is cancelled only
 * when the page reloads: a cancelled preload error makes the import resolve to `undefined`, and the
 * page would then fail with "Cannot read properties of undefined" instead of the load error it is.
 */
export function installChunkGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
