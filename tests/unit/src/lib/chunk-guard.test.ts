import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  chunkReloadDue,
  installChunkGuard,
  isChunkLoadError,
  reloadAfterChunkError,
  type GuardStorage,
} from '../../../../src/lib/chunk-guard.ts';

function memoryStorage(): GuardStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('reloadAfterChunkError', () => {
  it('reloads at most once a minute', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 1_000_000, reload })).toBe(true);
    expect(reloadAfterChunkError({ storage, now: 1_000_000 + 1, reload })).toBe(false);
    expect(reloadAfterChunkError({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('fails closed without storage: never reloads', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails closed when storage throws on read or write', () => {
    const reload = vi.fn();
    const throwsOnWrite: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    const throwsOnRead: GuardStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadAfterChunkError({ storage: throwsOnWrite, reload })).toBe(false);
    expect(reloadAfterChunkError({ storage: throwsOnRead, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses sessionStorage by default, and fails closed when it is blocked', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError({ reload, now: 5_000_000 })).toBe(true);
    expect(reloadAfterChunkError({ reload, now: 5_000_001 })).toBe(false);
    sessionStorage.clear();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(reloadAfterChunkError({ reload, now: 9_000_000 })).toBe(false);
    spy.mockRestore();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/news-page-abc.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/x.css'),
  ])('recognises %s', (err) => expect(isChunkLoadError(err)).toBe(true));
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});

describe('installChunkGuard', () => {
  it('handles vite:preloadError: reloads once, and lets the load error through when it will not reload', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      installChunkGuard();
      const first = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(first);
      const second = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(second);
      expect(first.defaultPrevented).toBe(true);
      // Cancelled, the import would resolve to undefined and fail as "Cannot read properties of undefined".
      expect(second.defaultPrevented).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});

describe('chunkReloadDue', () => {
  it('says whether the guard would reload, without reloading or recording anything', () => {
    const storage = memoryStorage();
    expect(chunkReloadDue({ storage, now: 1_000_000 })).toBe(true);
    expect(storage.data.size).toBe(0);
    expect(reloadAfterChunkError({ storage, now: 1_000_000, reload: vi.fn() })).toBe(true);
    expect(chunkReloadDue({ storage, now: 1_000_000 + 1 })).toBe(false);
    expect(chunkReloadDue({ storage, now: 1_000_000 + CHUNK_RELOAD_GUARD_MS })).toBe(true);
    expect(chunkReloadDue({ storage: null })).toBe(false);
  });
});
