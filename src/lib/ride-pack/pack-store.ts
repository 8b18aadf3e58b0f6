// The ride pack's client state (zustand): the pack on this device and what its download is doing.
// The files themselves live in the service worker's caches; the state (which files are stored)
// lives in IndexedDB (pack-db.ts), so a reload or a dropped connection resumes where it stopped.
import { create } from 'zustand';
import { requestPersistence } from '../offline-storage.ts';
import { deletePack, loadPack, savePack } from './pack-db.ts';
import { downloadPack } from './pack-download.ts';
import { hasItem, removeItem } from './pack-caches.ts';
import { PACK_CACHE } from '../../../sw/cache-names.ts';
import { createPack, isComplete, itemId, updatePack, type PackState } from './pack-state.ts';
import type { PackChoice, PackManifest } from './pack-types.ts';

/** What the download is doing. `paused` covers a pause, a reload mid-way and a dropped connection. */
export type PackPhase = 'idle' | 'downloading' | 'paused' | 'done';

/** Why the last download stopped early. */
export type PackStop = 'paused' | 'offline' | 'storage' | null;

interface PackStore {
  pack: PackState | null;
  phase: PackPhase;
  stop: PackStop;
  /** Reads the pack from IndexedDB and checks its files are still cached (a new app version or "clear offline data" removes them). */
  load(): Promise<void>;
  start(choice: PackChoice, manifest: PackManifest): Promise<void>;
  resume(): Promise<void>;
  pause(): void;
  update(manifest: PackManifest): Promise<void>;
  remove(): Promise<void>;
}

/** The browser's pieces, replaceable in tests. */
export const packDeps = {
  fetch: (request: Request) => fetch(request),
  storage: (): CacheStorage => caches,
  persist: () => requestPersistence(true),
  now: () => Date.now(),
};

let controller: AbortController | null = null;

/** The ride pack store (one pack per device). */
export const usePackStore = create<PackStore>((set, get) => {
  const run = async (start: PackState) => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    set({ pack: start, phase: 'downloading', stop: null });
    await savePack(start);
    try {
      const done = await downloadPack(start, {
        fetch: packDeps.fetch,
        storage: packDeps.storage(),
        signal: own.signal,
        now: packDeps.now,
        onState: async (state) => {
          if (controller !== own) return;
          set({ pack: state });
          await savePack(state);
        },
      });
      const saved = { ...done, savedAt: packDeps.now() };
      set({ pack: saved, phase: 'done' });
      await savePack(saved);
      // A saved pack is worth keeping: ask the browser not to evict it (issue 26, item 4).
      await packDeps.persist().catch(() => false);
    } catch (error) {
      if (controller !== own) return;
      const name = (error as { name?: string } | null)?.name;
      const stop: PackStop = own.signal.aborted ? 'paused' : name === 'QuotaExceededError' ? 'storage' : 'offline';
      set({ phase: 'paused', stop });
    } finally {
      if (controller === own) controller = null;
    }
  };

  return {
    pack: null,
    phase: 'idle',
    stop: null,
    async load() {
      if (get().phase === 'downloading') return;
      const pack = await loadPack();
      if (!pack) return set({ pack: null, phase: 'idle', stop: null });
      const storage = packDeps.storage();
      const done: Record<string, string> = {};
      for (const item of pack.items) {
        const id = itemId(item);
        if (pack.done[id] !== undefined && (await hasItem(item, storage).catch(() => false))) done[id] = pack.done[id];
      }
      const checked = { ...pack, done };
      set({ pack: checked, phase: isComplete(checked) ? 'done' : 'paused', stop: isComplete(checked) ? null : 'paused' });
    },
    start: (choice, manifest) => run(createPack(choice, manifest)),
    async resume() {
      const pack = get().pack;
      if (pack) await run(pack);
    },
    pause() {
      controller?.abort();
    },
    async update(manifest) {
      const pack = get().pack;
      if (!pack) return;
      const { next, removed } = updatePack(pack, manifest);
      const storage = packDeps.storage();
      await Promise.all(removed.map((i) => removeItem(i, storage).catch(() => undefined)));
      await run(next);
    },
    async remove() {
      controller?.abort();
      controller = null;
      const pack = get().pack;
      const storage = packDeps.storage();
      if (pack) await Promise.all(pack.items.map((i) => removeItem(i, storage).catch(() => undefined)));
      // Its own cache also holds the files the worker fetched when it brought the pages up to a new version.
      await storage.delete(PACK_CACHE).catch(() => undefined);
      await deletePack();
      set({ pack: null, phase: 'idle', stop: null });
    },
  };
});
