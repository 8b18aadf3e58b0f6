import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PackState } from '../../../../../src/lib/ride-pack/pack-state.ts';
import type { PackManifest } from '../../../../../src/lib/ride-pack/pack-types.ts';
import { IMAGE_CACHE, PACK_CACHE } from '../../../../../sw/cache-names.ts';
import { fakeCaches } from './fake-caches.ts';

const db = vi.hoisted(() => ({ value: undefined as unknown }));
vi.mock('../../../../../src/lib/ride-pack/pack-db.ts', () => ({
  loadPack: async () => db.value,
  savePack: async (s: unknown) => void (db.value = structuredClone(s)),
  deletePack: async () => void (db.value = undefined),
}));
const { packDeps, usePackStore } = await import('../../../../../src/lib/ride-pack/pack-store.ts');

const origin = location.origin;
const manifest: PackManifest = {
  items: [
    { url: '/detail?car_model_id=1', kind: 'page', bytes: 100, version: 'p' },
    { url: '/media/px/v1/scene/lake/1/768.avif', kind: 'image', bytes: 900, version: '' },
  ],
  pages: 1,
  count: 2,
  total_bytes: 1000,
  built_at: '2026-11-26T02:00:00.000Z',
};
const choice = { series: ['scooter'], allGoods: false, provinces: [], policies: [], langs: [0 as const] };
const ok = (r: Request) =>
  new Response(r.url.includes('detail') ? '<html></html>' : 'img', {
    headers: { 'content-type': r.url.includes('detail') ? 'text/html' : 'image/avif' },
  });

let caches: ReturnType<typeof fakeCaches>;
let persisted = 0;
beforeEach(() => {
  db.value = undefined;
  caches = fakeCaches();
  persisted = 0;
  packDeps.storage = () => caches.storage;
  packDeps.fetch = async (r) => ok(r);
  packDeps.persist = async () => (persisted++, true);
  packDeps.now = () => 5000;
  packDeps.background = async () => undefined;
  usePackStore.setState({ pack: null, phase: 'idle', stop: null, background: null });
});

/** A Background Fetch manager that records what it is asked (or refuses, like a denied permission). */
function fakeManager(refuse = false) {
  const started: { id: string; requests: Request[] }[] = [];
  const registration = Object.assign(new EventTarget(), {
    id: '',
    downloadTotal: 0,
    downloaded: 0,
    result: '' as const,
    failureReason: '',
    abort: async () => true,
    matchAll: async () => [],
  });
  const manager = {
    fetch: async (id: string, requests: Request[]) => {
      if (refuse) throw new DOMException('denied', 'NotAllowedError');
      started.push({ id, requests });
      return Object.assign(registration, { id });
    },
    get: async () => registration,
    getIds: async () => started.map((s) => s.id),
  };
  return { manager, started, registration };
}
const titles = { title: 'Downloading', doneTitle: 'Saved' };

describe('the ride pack store', () => {
  it('downloads a pack, keeps its state in IndexedDB, marks it saved and asks for persistent storage', async () => {
    await usePackStore.getState().start(choice, manifest);
    const { pack, phase } = usePackStore.getState();
    expect(phase).toBe('done');
    expect(pack!.savedAt).toBe(5000);
    expect(Object.keys((db.value as PackState).done)).toHaveLength(2);
    expect(persisted).toBe(1);
  });

  it('stops as offline when the connection drops, and after a reload loads as paused with what was stored', async () => {
    packDeps.fetch = async (r) => {
      if (r.url.includes('lake')) throw new TypeError('Failed to fetch');
      return ok(r);
    };
    await usePackStore.getState().start(choice, manifest);
    expect(usePackStore.getState()).toMatchObject({ phase: 'paused', stop: 'offline' });
    usePackStore.setState({ pack: null, phase: 'idle', stop: null });
    await usePackStore.getState().load();
    const { pack, phase } = usePackStore.getState();
    expect(phase).toBe('paused');
    expect(Object.keys(pack!.done)).toEqual(['/detail?car_model_id=1']);
    packDeps.fetch = async (r) => ok(r);
    await usePackStore.getState().resume();
    expect(usePackStore.getState().phase).toBe('done');
  });

  it('finds files cleared since (a new app version, "clear offline data") and offers them again', async () => {
    await usePackStore.getState().start(choice, manifest);
    caches.stores.get(PACK_CACHE)!.clear();
    await usePackStore.getState().load();
    expect(usePackStore.getState().phase).toBe('paused');
    expect(Object.keys(usePackStore.getState().pack!.done)).toEqual(['/media/px/v1/scene/lake/1/768.avif']);
  });

  it('removes the pack and its files', async () => {
    await usePackStore.getState().start(choice, manifest);
    await usePackStore.getState().remove();
    expect(usePackStore.getState()).toMatchObject({ pack: null, phase: 'idle' });
    expect(db.value).toBeUndefined();
    expect(caches.stores.get(IMAGE_CACHE)!.has(`${origin}/media/px/v1/scene/lake/1/768.avif`)).toBe(false);
    expect(caches.stores.has(PACK_CACHE)).toBe(false);
  });

  it('hands the download to Background Fetch where there is one: the worker stores the files', async () => {
    const fake = fakeManager();
    packDeps.background = async () => fake.manager;
    let fetched = 0;
    packDeps.fetch = async (r) => (fetched++, ok(r));
    await usePackStore.getState().start(choice, manifest, titles);
    expect(usePackStore.getState()).toMatchObject({ phase: 'downloading', background: { downloaded: 0 } });
    expect(fetched).toBe(0);
    const [run] = fake.started;
    expect(run!.requests.map((r) => [new URL(r.url).pathname, r.headers.get('x-ride-pack')])).toEqual([
      ['/detail', '0'],
      ['/media/px/v1/scene/lake/1/768.avif', '1'],
    ]);
    // Saved before the fetch starts: the worker reads which answer is which from it.
    expect((db.value as PackState).background).toMatchObject({ id: run!.id, ids: manifest.items.map((i) => i.url), doneTitle: 'Saved' });
    // Progress comes from the browser's events.
    Object.assign(fake.registration, { downloaded: 400 });
    fake.registration.dispatchEvent(new Event('progress'));
    expect(usePackStore.getState().background).toEqual({ downloaded: 400 });
  });

  it('downloads in the page when the browser refuses a background fetch', async () => {
    packDeps.background = async () => fakeManager(true).manager;
    await usePackStore.getState().start(choice, manifest, titles);
    expect(usePackStore.getState()).toMatchObject({ phase: 'done', background: null });
    expect((db.value as PackState).background).toBeUndefined();
  });

  it('offers Resume, with its reason, after a background fetch that ended short', async () => {
    const fake = fakeManager();
    packDeps.background = async () => fake.manager;
    await usePackStore.getState().start(choice, manifest, titles);
    const state = db.value as PackState;
    db.value = { ...state, background: { ...state.background!, outcome: 'failure' } };
    usePackStore.setState({ pack: null, phase: 'idle', stop: null, background: null });
    await usePackStore.getState().load();
    expect(usePackStore.getState()).toMatchObject({ phase: 'paused', stop: 'background' });
  });

  it("tells the rider's Pause from a cancel elsewhere and a full device from other failures", async () => {
    const fake = fakeManager();
    packDeps.background = async () => fake.manager;
    await usePackStore.getState().start(choice, manifest, titles);
    const state = db.value as PackState;
    const reload = async (background: Partial<NonNullable<PackState['background']>>) => {
      db.value = { ...state, background: { ...state.background!, ...background } };
      usePackStore.setState({ pack: null, phase: 'idle', stop: null, background: null });
      await usePackStore.getState().load();
      return usePackStore.getState().stop;
    };
    expect(await reload({ outcome: 'abort' })).toBe('cancelled');
    expect(await reload({ outcome: 'abort', paused: true })).toBe('paused');
    expect(await reload({ outcome: 'failure', reason: 'quota-exceeded' })).toBe('storage');
    expect(await reload({ outcome: 'failure', reason: 'bad-status' })).toBe('background');
  });

  it('notes the Pause in the stored state before it aborts the background fetch', async () => {
    const fake = fakeManager();
    packDeps.background = async () => fake.manager;
    let pausedWhenAborted: boolean | undefined;
    fake.registration.abort = async () => ((pausedWhenAborted = (db.value as PackState).background?.paused), true);
    await usePackStore.getState().start(choice, manifest, titles);
    usePackStore.getState().pause();
    expect(usePackStore.getState()).toMatchObject({ phase: 'paused', stop: 'paused' });
    await vi.waitFor(() => expect(pausedWhenAborted).toBe(true));
  });
});
