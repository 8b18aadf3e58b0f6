import { afterEach, describe, expect, it, vi } from 'vitest';

const cleared = vi.hoisted(() => ({ passes: 0, idb: 0 }));
vi.mock('../../../../src/lib/club-pass/pass-store.ts', () => ({ clearClubPasses: async () => void (cleared.passes += 1) }));
vi.mock('idb-keyval', () => ({ clear: async () => void (cleared.idb += 1) }));

const { clearOfflineData, formatBytes, requestPersistence, storageFigures } = await import('../../../../src/lib/offline-storage.ts');

function stubStorage(persisted: boolean, grant: boolean) {
  const persist = vi.fn(async () => grant);
  vi.stubGlobal('navigator', {
    ...navigator,
    storage: { persisted: async () => persisted, persist, estimate: async () => ({ usage: 3 * 1024 * 1024, quota: 2 * 1024 ** 3 }) },
  });
  return persist;
}

afterEach(() => vi.unstubAllGlobals());

describe('persistent storage', () => {
  it('asks once, and after a refusal not again for a week unless the user presses the button', async () => {
    const persist = stubStorage(false, false);
    expect(await requestPersistence()).toBe(false);
    expect(await requestPersistence()).toBe(false);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(await requestPersistence(true)).toBe(false);
    expect(persist).toHaveBeenCalledTimes(2);
  });

  it('does not ask when storage is already persistent', async () => {
    const persist = stubStorage(true, true);
    expect(await requestPersistence(true)).toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('reports usage, quota and persistence', async () => {
    stubStorage(false, false);
    expect(await storageFigures()).toEqual({ usage: 3 * 1024 * 1024, quota: 2 * 1024 ** 3, persisted: false });
    expect(formatBytes(3 * 1024 * 1024)).toBe('3 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(512)).toBe('512 B');
  });
});

describe('clear offline data', () => {
  it('clears the query cache store, the runtime caches (not the precache) and the club passes; keeps the login', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['yl-catalog-api-v1', 'yl-images-v1', 'workbox-precache-v2-http://x/'],
      delete: async (n: string) => void deleted.push(n),
    });
    localStorage.setItem('yunling-store', '{"state":{"loginFlag":true}}');
    await clearOfflineData();
    expect(deleted.sort()).toEqual(['yl-catalog-api-v1', 'yl-images-v1']);
    expect(cleared).toEqual({ passes: 1, idb: 1 });
    expect(localStorage.getItem('yunling-store')).toContain('loginFlag');
  });
});
