import { describe, expect, it } from 'vitest';
import { listCachedCatalog } from '../../../../src/lib/offline-catalog.ts';
import { BODY_HEADER, CATALOG_CACHE, STORED_AT_HEADER } from '../../../../sw/cache-names.ts';

const API = 'https://site.example/stage-api/';
function stored(path: string, body: Record<string, unknown>, data: unknown, storedAt: number): [Request, Response] {
  const res = new Response(JSON.stringify({ code: 1, msg: 'ok', data }), { headers: { [BODY_HEADER]: encodeURIComponent(JSON.stringify(body)), [STORED_AT_HEADER]: String(storedAt) } });
  return [new Request(`${API}${path}?__body=${Math.random().toString(16).slice(2)}`), res];
}

function fakeCaches(entries: [Request, Response][]): CacheStorage {
  const cache = {
    keys: async () => entries.map(([r]) => r),
    match: async (r: Request) => entries.find(([k]) => k.url === r.url)?.[1].clone(),
  };
  return { has: async (n: string) => n === CATALOG_CACHE, open: async () => cache } as unknown as CacheStorage;
}

describe('listCachedCatalog', () => {
  const entries = [
    stored('api/car_info/get_car_info', { car_model_id: 1, lang: 0 }, { car_model_id: 1, car_model_name: '云岭 探索 800' }, 10),
    stored('api/car_info/get_car_info', { car_model_id: 1, lang: 1 }, { car_model_id: 1, car_model_name: 'Yunling Explorer 800' }, 11),
    stored('api/car_info/get_car_info', { car_model_id: 4, lang: 0 }, { car_model_id: 4, car_model_name: '云岭 巡航 650' }, 30),
    stored('api/content/detail', { lang: 0 }, { id: 7, title: '新车发布' }, 20),
    stored('api/car_info/get_cars_by_type', { type: 'vehicle_series', lang: 0 }, [], 5),
    stored('api/content/lists', { lang: 1 }, { list: [] }, 5),
  ];

  it('lists visited models and news of the language, newest first, and which lists are stored', async () => {
    const zh = await listCachedCatalog(0, fakeCaches(entries));
    expect(zh.items.map((i) => [i.kind, i.id, i.title])).toEqual([
      ['model', 4, '云岭 巡航 650'],
      ['news', 7, '新车发布'],
      ['model', 1, '云岭 探索 800'],
    ]);
    expect(zh.lists).toEqual({ models: true, news: false, stores: false, club: false });
    const en = await listCachedCatalog(1, fakeCaches(entries));
    expect(en.items.map((i) => i.title)).toEqual(['Yunling Explorer 800']);
    expect(en.lists.news).toBe(true);
  });

  it('reports nothing without Cache Storage or when it throws', async () => {
    expect((await listCachedCatalog(0, undefined)).items).toEqual([]);
    const broken = { has: async () => { throw new Error('SecurityError'); } } as unknown as CacheStorage;
    expect(await listCachedCatalog(0, broken)).toEqual({ items: [], lists: { models: false, news: false, stores: false, club: false } });
  });
});
