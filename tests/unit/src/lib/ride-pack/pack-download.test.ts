import { describe, expect, it } from 'vitest';
import { downloadPack } from '../../../../../src/lib/ride-pack/pack-download.ts';
import { createPack, itemId, type PackState } from '../../../../../src/lib/ride-pack/pack-state.ts';
import { CATALOG_CACHE, IMAGE_CACHE, PACK_CACHE, STORED_AT_HEADER } from '../../../../../sw/cache-names.ts';
import { catalogCacheKey } from '../../../../../sw/cache-key.ts';
import type { PackManifest } from '../../../../../src/lib/ride-pack/pack-types.ts';
import { fakeCaches } from './fake-caches.ts';

const origin = location.origin;
const manifest: PackManifest = {
  items: [
    { url: '/detail?car_model_id=1', kind: 'page', bytes: 10, version: 'p' },
    { url: '/stage-api/api/car_info/get_car_info', kind: 'api', bytes: 10, version: 'a', body: '{"car_model_id":1,"group_id":2,"lang":0}' },
    { url: '/media/px/v1/scene/lake/1/768.avif', kind: 'image', bytes: 10, version: '' },
    { url: '/media/px/v1/scene/lake/2/768.avif', kind: 'image', bytes: 10, version: '' },
    { url: '/assets/detail-page-abc.js', kind: 'script', bytes: 10, version: '' },
  ],
  pages: 1,
  count: 5,
  total_bytes: 50,
  built_at: '2026-11-26T02:00:00.000Z',
};
const choice = { series: ['scooter'], allGoods: false, provinces: [], policies: [], langs: [0 as const] };

function answer(request: Request): Response {
  if (request.url.includes('/stage-api/'))
    return new Response('{"code":1,"msg":"ok","data":{"car_model_id":1}}', { headers: { 'content-type': 'application/json' } });
  if (request.url.includes('car_model_id')) return new Response('<html>model</html>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
  return new Response('bytes', { headers: { 'content-type': 'image/avif' } });
}

describe('downloadPack', () => {
  it("stores each file where the service worker reads it offline (pages and chunks in the pack's own cache), marked as the pack's own request", async () => {
    const { storage, stores } = fakeCaches();
    const seen: Request[] = [];
    const done = await downloadPack(createPack(choice, manifest), {
      fetch: async (r) => (seen.push(r), answer(r)),
      storage,
      onState: () => undefined,
      now: () => 1234,
    });
    expect(Object.keys(done.done)).toHaveLength(5);
    expect(seen.every((r) => r.headers.get('x-ride-pack') === '1')).toBe(true);
    const page = stores.get(PACK_CACHE)!.get(`${origin}/detail?car_model_id=1`)!;
    expect(await page.text()).toBe('<html>model</html>');
    expect(page.headers.get(STORED_AT_HEADER)).toBe('1234');
    const key = (await catalogCacheKey(`${origin}/stage-api/api/car_info/get_car_info`, manifest.items[1]!.body!))!.key;
    expect(await stores.get(CATALOG_CACHE)!.get(key)!.json()).toMatchObject({ code: 1 });
    expect(stores.get(IMAGE_CACHE)!.has(`${origin}/media/px/v1/scene/lake/1/768.avif`)).toBe(true);
    expect(stores.get(PACK_CACHE)!.has(`${origin}/assets/detail-page-abc.js`)).toBe(true);
  });

  it('stops on a dropped connection with what it stored recorded, and a resume fetches only the rest', async () => {
    const { storage } = fakeCaches();
    let saved: PackState | undefined;
    let calls = 0;
    const first = downloadPack(createPack(choice, manifest), {
      fetch: async (r) => {
        calls += 1;
        if (calls > 2) throw new TypeError('Failed to fetch');
        return answer(r);
      },
      storage,
      concurrency: 1,
      onState: (s) => void (saved = s),
      now: () => 1,
    });
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(Object.keys(saved!.done)).toHaveLength(2);

    const fetched: string[] = [];
    const done = await downloadPack(saved!, {
      fetch: async (r) => (fetched.push(r.url), answer(r)),
      storage,
      onState: () => undefined,
      now: () => 2,
    });
    expect(Object.keys(done.done)).toHaveLength(5);
    const first2 = manifest.items.slice(0, 2).map((i) => new URL(i.url, origin).href);
    expect(fetched.some((u) => first2.includes(u))).toBe(false);
  });

  it('does not fetch a versioned picture already cached, and marks a file the server refuses as failed', async () => {
    const { storage, stores } = fakeCaches();
    stores.set(IMAGE_CACHE, new Map([[`${origin}/media/px/v1/scene/lake/1/768.avif`, new Response('x')]]));
    const fetched: string[] = [];
    const done = await downloadPack(createPack(choice, manifest), {
      fetch: async (r) => {
        fetched.push(r.url);
        return r.url.includes('lake/2') ? new Response('gone', { status: 404 }) : answer(r);
      },
      storage,
      onState: () => undefined,
      now: () => 1,
    });
    expect(fetched.some((u) => u.includes('lake/1'))).toBe(false);
    expect(done.failed).toEqual([itemId(manifest.items[3]!)]);
  });
});
