import { describe, expect, it } from 'vitest';
import { onPackBackgroundFetch, settleBackground, storeRecords } from '../../../sw/pack-background.ts';
import type { BackgroundFetchEventLike, BackgroundFetchRecordLike, PackBackgroundMessage } from '../../../sw/background-fetch.ts';
import { createPack, itemId, type PackState } from '../../../src/lib/ride-pack/pack-state.ts';
import { itemLocation } from '../../../src/lib/ride-pack/pack-caches.ts';
import type { PackManifest } from '../../../src/lib/ride-pack/pack-types.ts';
import { CATALOG_CACHE, IMAGE_CACHE, PACK_CACHE, STORED_AT_HEADER } from '../../../sw/cache-names.ts';
import { catalogCacheKey } from '../../../sw/cache-key.ts';
import { pageCacheKey } from '../../../sw/page-cache.ts';
import { fakeCaches } from '../src/lib/ride-pack/fake-caches.ts';

const origin = location.origin;
const body = (id: number) => `{"car_model_id":${id},"group_id":2,"lang":0}`;
const manifest: PackManifest = {
  items: [
    { url: '/detail?utm_source=x&car_model_id=1', kind: 'page', bytes: 10, version: 'p' },
    { url: '/stage-api/api/car_info/get_car_info', kind: 'api', bytes: 10, version: 'a1', body: body(1) },
    { url: '/stage-api/api/car_info/get_car_info', kind: 'api', bytes: 10, version: 'a2', body: body(2) },
    { url: '/media/px/v1/scene/lake/1/768.avif', kind: 'image', bytes: 10, version: '' },
    { url: '/assets/detail-page-abc.js', kind: 'script', bytes: 10, version: '' },
    { url: '/detail?car_model_id=9', kind: 'page', bytes: 10, version: 'gone' },
  ],
  pages: 2,
  count: 6,
  total_bytes: 60,
  built_at: '2026-11-26T02:00:00.000Z',
};
const choice = { series: ['scooter'], allGoods: false, provinces: [], policies: [], langs: [0 as const] };

/** A pack handed to Background Fetch, every file pending, in manifest order. */
const handed = (): PackState => {
  const pack = createPack(choice, manifest);
  return { ...pack, background: { id: 'ride-pack-1', ids: pack.items.map(itemId), doneTitle: 'Saved' } };
};

/** The records the browser hands the worker: requests carry no body, only the `x-ride-pack` index. */
function records(answers: (Response | Error)[], order = answers.map((_, i) => i)): BackgroundFetchRecordLike[] {
  return order.map((index) => {
    const item = manifest.items[index]!;
    const a = answers[index]!;
    const failed = Promise.reject(a);
    failed.catch(() => undefined); // read later, as the browser's promise would be
    return {
      request: new Request(new URL(item.url, origin), { method: item.kind === 'api' ? 'POST' : 'GET', headers: { 'x-ride-pack': String(index) } }),
      responseReady: a instanceof Error ? failed : Promise.resolve(a),
    };
  });
}
const html = (text: string) => new Response(text, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' } });
const json = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });
const answers = (): (Response | Error)[] => [
  html('<p>model 1</p>'),
  json({ id: 1 }),
  json({ id: 2 }),
  new Response('avif'),
  new Response('js'),
  new Response('gone', { status: 404 }),
];

describe('storeRecords', () => {
  it('stores each answer under the key the in-page download uses, matched by its index even out of order', async () => {
    const { storage, stores } = fakeCaches();
    const next = await storeRecords(handed(), records(answers(), [5, 2, 4, 0, 3, 1]), storage, 42);
    const page = stores.get(PACK_CACHE)!.get(pageCacheKey(`${origin}/detail?car_model_id=1`))!;
    expect(await page.text()).toBe('<p>model 1</p>');
    expect(page.headers.get(STORED_AT_HEADER)).toBe('42');
    expect(page.headers.get('content-encoding')).toBeNull();
    // One call, two bodies: each answer under its own body's key.
    for (const id of [1, 2]) {
      const key = (await catalogCacheKey(`${origin}/stage-api/api/car_info/get_car_info`, body(id)))!.key;
      expect(JSON.parse(await stores.get(CATALOG_CACHE)!.get(key)!.text()).data).toEqual({ id });
    }
    expect(await stores.get(IMAGE_CACHE)!.get(`${origin}/media/px/v1/scene/lake/1/768.avif`)!.text()).toBe('avif');
    expect(await stores.get(PACK_CACHE)!.get(`${origin}/assets/detail-page-abc.js`)!.text()).toBe('js');
    for (const item of manifest.items.slice(0, 5)) expect((await itemLocation(item))!.key).toBeTruthy();
    expect(Object.keys(next.done)).toHaveLength(5);
    expect(next.failed).toEqual(['/detail?car_model_id=9']);
  });

  it('leaves a failed request or a 5xx pending for Resume', async () => {
    const { storage } = fakeCaches();
    const a = answers();
    a[3] = new TypeError('Failed to fetch');
    a[4] = new Response('busy', { status: 503 });
    const next = await storeRecords(handed(), records(a), storage, 42);
    expect(next.done[itemId(manifest.items[3]!)]).toBeUndefined();
    expect(next.done[itemId(manifest.items[4]!)]).toBeUndefined();
    expect(Object.keys(next.done)).toHaveLength(3);
  });
});

describe('settleBackground', () => {
  it('marks a complete pack saved; an incomplete one is marked for Resume', () => {
    const state = handed();
    const complete = { ...state, done: Object.fromEntries(state.items.map((i) => [itemId(i), i.version])) };
    expect(settleBackground(complete, 'success', 7)).toMatchObject({ savedAt: 7, background: { outcome: 'success' } });
    expect(settleBackground(complete, 'failure', 7).background?.outcome).toBe('success');
    expect(settleBackground(state, 'failure', 7).background).toMatchObject({ id: 'ride-pack-1', outcome: 'failure' });
    expect(settleBackground(state, 'abort', 7).background?.outcome).toBe('abort');
    expect(settleBackground(state, 'success', 7).savedAt).toBeNull();
  });

  it("keeps the browser's failure reason on an incomplete pack (a full device is told apart)", () => {
    const state = handed();
    expect(settleBackground(state, 'failure', 7, 'quota-exceeded').background).toMatchObject({ outcome: 'failure', reason: 'quota-exceeded' });
    expect(settleBackground(state, 'abort', 7, '').background).not.toHaveProperty('reason');
  });
});

describe('onPackBackgroundFetch', () => {
  const event = (id: string, recs: BackgroundFetchRecordLike[], ui: string[]) =>
    ({
      registration: { id, matchAll: async () => recs },
      updateUI: async ({ title }: { title?: string }) => void ui.push(title ?? ''),
      waitUntil: () => undefined,
    }) as unknown as BackgroundFetchEventLike;

  it('stores the records, saves the pack, updates the notification and tells the pages', async () => {
    let saved: PackState | undefined;
    const told: PackBackgroundMessage[] = [];
    const ui: string[] = [];
    const { storage } = fakeCaches();
    const deps = {
      load: async () => handed(),
      save: async (s: PackState) => void (saved = s),
      storage,
      tell: async (m: PackBackgroundMessage) => void told.push(m),
      now: () => 9,
    };
    await onPackBackgroundFetch(event('ride-pack-1', records(answers()), ui), 'success', deps);
    expect(saved).toMatchObject({ savedAt: 9, background: { outcome: 'success' } });
    expect(ui).toEqual(['Saved']);
    expect(told).toEqual([{ type: 'RIDE_PACK_BACKGROUND', outcome: 'success' }]);
  });

  it("ignores a fetch that is not this pack's", async () => {
    let saves = 0;
    const { storage } = fakeCaches();
    const deps = { load: async () => handed(), save: async () => void saves++, storage, tell: async () => undefined, now: () => 9 };
    await onPackBackgroundFetch(event('ride-pack-0', records(answers()), []), 'success', deps);
    await onPackBackgroundFetch(event('other-1', records(answers()), []), 'success', deps);
    expect(saves).toBe(0);
  });
});
