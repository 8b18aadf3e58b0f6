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
import { backgroundManager, startBackground } from './pack-background.ts';
import { isPackBackgroundMessage, type BackgroundFetchRegistrationLike } from '../../../sw/background-fetch.ts';

/** What the download is doing. `paused` covers a pause, a reload mid-way and a dropped connection. */
export type PackPhase = 'idle' | 'downloading' | 'paused' | 'done';

/**
 * Why the last download stopped early (`background`: the browser's background fetch ended short;
 * `cancelled`: it was aborted outside the panel, e.g. in the browser's downloads).
 */
export type PackStop = 'paused' | 'offline' | 'storage' | 'background' | 'cancelled' | null;

/** Bytes a background fetch has received so far, beside the pack's own figures. */
export interface BackgroundReceived {
  downloaded: number;
}

interface PackStore {
  pack: PackState | null;
  phase: PackPhase;
  stop: PackStop;
  /** Set while the browser downloads the pack in the background (Background Fetch). */
  background: BackgroundReceived | null;
  /** Reads the pack from IndexedDB and checks its files are still cached (a new app version or "clear offline data" removes them). */
  load(): Promise<void>;
  /** `titles`: the browser's download notification and its text when done (Background Fetch only). */
  start(choice: PackChoice, manifest: PackManifest, titles?: PackTitles): Promise<void>;
  resume(titles?: PackTitles): Promise<void>;
  pause(): void;
  update(manifest: PackManifest, titles?: PackTitles): Promise<void>;
  remove(): Promise<void>;
}

/** The texts of the browser's download notification (in the page's language). */
export interface PackTitles {
  title: string;
  doneTitle: string;
}

/** Why a pack whose background fetch ended short stopped: a failure, the rider's Pause, or a cancel elsewhere. */
function stopOf(background: PackState['background']): PackStop {
  if (background?.outcome === 'failure') return background.reason === 'quota-exceeded' ? 'storage' : 'background';
  if (background?.outcome === 'abort' && !background.paused) return 'cancelled';
  return 'paused';
}

/** The browser's pieces, replaceable in tests. */
export const packDeps = {
  /** Background Fetch, where the browser has it (undefined: download in the page). */
  background: backgroundManager,
  fetch: (request: Request) => fetch(request),
  storage: (): CacheStorage => caches,
  persist: () => requestPersistence(true),
  now: () => Date.now(),
};

let controller: AbortController | null = null;
/** The background fetch the panel follows, if the download went that way. */
let fetching: BackgroundFetchRegistrationLike | null = null;

/** The ride pack store (one pack per device). */
export const usePackStore = create<PackStore>((set, get) => {
  /** Follows a background fetch: its progress, then the state the worker recorded when it ended. */
  const follow = (registration: BackgroundFetchRegistrationLike, pack: PackState) => {
    fetching = registration;
    set({ pack, phase: 'downloading', stop: null, background: { downloaded: registration.downloaded } });
    registration.addEventListener('progress', () => {
      if (fetching === registration) set({ background: { downloaded: registration.downloaded } });
    });
    let over = false;
    const ended = async () => {
      if (over) return;
      over = true;
      navigator.serviceWorker?.removeEventListener('message', onMessage);
      if (fetching !== registration) return;
      fetching = null;
      await read();
      if (get().phase === 'done') await packDeps.persist().catch(() => false);
    };
    const onMessage = (event: MessageEvent) => void (isPackBackgroundMessage(event.data) && ended());
    navigator.serviceWorker?.addEventListener('message', onMessage);
    // The worker's message is what says the files are stored; should it be missed, read the state anyway.
    registration.addEventListener('progress', () => {
      if (registration.result !== '') setTimeout(() => void ended(), 10_000);
    });
  };

  /** The pack as IndexedDB has it, with its files checked in the caches (a new app version or "clear offline data" removes them). */
  const read = async () => {
    const pack = await loadPack();
    if (!pack) return set({ pack: null, phase: 'idle', stop: null, background: null });
    // Still downloading in the background (the page was closed and opened again): follow it.
    if (pack.background && !pack.background.outcome) {
      const registration = await (await packDeps.background().catch(() => undefined))?.get(pack.background.id).catch(() => undefined);
      if (registration && registration.result === '') return follow(registration, pack);
    }
    const storage = packDeps.storage();
    const done: Record<string, string> = {};
    for (const item of pack.items) {
      const id = itemId(item);
      if (pack.done[id] !== undefined && (await hasItem(item, storage).catch(() => false))) done[id] = pack.done[id];
    }
    const checked = { ...pack, done };
    const complete = isComplete(checked);
    set({ pack: checked, phase: complete ? 'done' : 'paused', stop: complete ? null : stopOf(pack.background), background: null });
  };

  const run = async (begin: PackState, titles?: PackTitles) => {
    controller?.abort();
    await fetching?.abort().catch(() => false);
    fetching = null;
    const start: PackState = { ...begin, background: undefined };
    set({ pack: start, phase: 'downloading', stop: null, background: null });
    const manager = titles ? await packDeps.background().catch(() => undefined) : undefined;
    const handed =
      manager &&
      (await startBackground(start, { manager, storage: packDeps.storage(), save: savePack, now: packDeps.now, ...titles! }).catch(() => undefined));
    if (handed) return follow(handed.registration, handed.state);
    const own = new AbortController();
    controller = own;
    set({ pack: start, phase: 'downloading', stop: null, background: null });
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
    background: null,
    async load() {
      if (get().phase !== 'downloading') await read();
    },
    start: (choice, manifest, titles) => run(createPack(choice, manifest), titles),
    async resume(titles) {
      const pack = get().pack;
      if (pack) await run(pack, titles);
    },
    pause() {
      controller?.abort();
      const registration = fetching;
      if (!registration) return;
      fetching = null;
      const pack = get().pack;
      set({ phase: 'paused', stop: 'paused', background: null });
      // Noted before the abort, so the worker keeps it: a reload still says paused, not cancelled. The
      // worker then records what arrived and tells the page (backgroundfetchabort).
      const noted = pack?.background ? savePack({ ...pack, background: { ...pack.background, paused: true } }) : Promise.resolve();
      void noted
        .catch(() => undefined)
        .then(() => registration.abort())
        .catch(() => false);
    },
    async update(manifest, titles) {
      const pack = get().pack;
      if (!pack) return;
      const { next, removed } = updatePack(pack, manifest);
      const storage = packDeps.storage();
      await Promise.all(removed.map((i) => removeItem(i, storage).catch(() => undefined)));
      await run(next, titles);
    },
    async remove() {
      controller?.abort();
      controller = null;
      await fetching?.abort().catch(() => false);
      fetching = null;
      const pack = get().pack;
      const storage = packDeps.storage();
      if (pack) await Promise.all(pack.items.map((i) => removeItem(i, storage).catch(() => undefined)));
      // Its own cache also holds the files the worker fetched when it brought the pages up to a new version.
      await storage.delete(PACK_CACHE).catch(() => undefined);
      await deletePack();
      set({ pack: null, phase: 'idle', stop: null, background: null });
    },
  };
});
