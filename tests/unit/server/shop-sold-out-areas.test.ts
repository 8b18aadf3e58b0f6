import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call } from './shop-helpers.ts';

interface Card {
  id: number;
  name: string;
  stock: number;
  category: string;
}

/** True when no in-stock item follows a sold-out one. */
function availableFirst(list: { stock: number }[]): boolean {
  const firstOut = list.findIndex((g) => g.stock <= 0);
  return firstOut === -1 || list.slice(firstOut).every((g) => g.stock <= 0);
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('sold-out goods sort last', () => {
  it('the shop list leads with available goods on every sort, so page 1 has none sold out', async () => {
    for (const sort of [undefined, 'price_asc', 'price_desc', 'newest']) {
      const all = await call<{ list: Card[] }>(t, 'addons/litestore/api.goods/goods_list', {
        kind: 'parts',
        page_size: 48,
        ...(sort ? { sort } : {}),
      });
      expect(all.data.list.some((g) => g.stock <= 0)).toBe(true);
      expect(availableFirst(all.data.list)).toBe(true);
      const first = await call<{ list: Card[] }>(t, 'addons/litestore/api.goods/goods_list', {
        kind: 'parts',
        page: 1,
        page_size: 4,
        ...(sort ? { sort } : {}),
      });
      expect(first.data.list.every((g) => g.stock > 0)).toBe(true);
    }
  });

  it('the mega-menu lists (parts, riding gear) put sold-out items last', async () => {
    for (const path of ['addons/litestore/api.goods/get_parts_goods_list', 'addons/litestore/api.goods/get_cycle_equip_goods_list']) {
      const r = await call<Card[]>(t, path, {});
      expect(r.data.some((g) => g.stock <= 0)).toBe(true);
      expect(availableFirst(r.data)).toBe(true);
      const page = await call<Card[]>(t, path, { page: 1, page_size: 3 });
      expect(page.data.every((g) => g.stock > 0)).toBe(true);
    }
  });

  it("a model's parts list puts sold-out parts last", async () => {
    const model = await t.db.db.selectFrom('car_models').select('id').where('slug', '=', 'rr-1000').executeTakeFirstOrThrow();
    const r = await call<Card[]>(t, 'addons/litestore/api.goods/get_parts', { car_model_id: model.id });
    expect(r.data.some((g) => g.stock <= 0)).toBe(true);
    expect(r.data[0].stock).toBeGreaterThan(0);
    expect(availableFirst(r.data)).toBe(true);
  });
});

describe('parts search in both languages', () => {
  it('finds the brake levers for "刹车" and "brake", and categories in either language', async () => {
    const model = await t.db.db.selectFrom('car_models').select('id').where('slug', '=', 'nk-500').executeTakeFirstOrThrow();
    for (const keyword of ['刹车', 'brake', 'Brakes', '制动']) {
      for (const lang of [0, 1]) {
        const r = await call<Card[]>(t, 'addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword, lang });
        expect(r.data.map((p) => p.name).join('|'), `${keyword}/${lang}`).toMatch(lang ? /Levers/ : /刹离把/);
      }
    }
    const byCategoryEn = await call<Card[]>(t, 'addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword: 'Mirrors', lang: 0 });
    expect(byCategoryEn.data.length).toBeGreaterThan(0);
    expect(byCategoryEn.data.every((p) => p.category === '后视镜')).toBe(true);
    const byCategoryZh = await call<Card[]>(t, 'addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword: '操控部件', lang: 1 });
    expect(byCategoryZh.data.map((p) => p.category)).toContain('Levers & Controls');
  });
});

describe('areas: provinces with cities', () => {
  it('answers every province with its cities in the asked language, including the cities that have stores', async () => {
    const zh = await call<{ id: number; code: string; name: string; cities: { name: string }[] }[]>(t, 'api/areas/get_province', { lang: 0 });
    const en = await call<{ id: number; code: string; name: string; cities: { name: string }[] }[]>(t, 'api/areas/get_province', { lang: 1 });
    expect(zh.data.length).toBe(13);
    expect(zh.data.every((p) => p.cities.length > 0)).toBe(true);
    const yn = zh.data.find((p) => p.code === 'yn');
    expect(yn?.cities.map((c) => c.name)).toEqual(expect.arrayContaining(['昆明', '大理']));
    expect(en.data.find((p) => p.code === 'yn')?.cities.map((c) => c.name)).toContain('Kunming');
    expect(en.data.find((p) => p.code === 'bj')?.cities.map((c) => c.name)).toEqual(['Beijing']);
    const storeCities = await t.db.db.selectFrom('stores').select(['province_id', 'city_zh']).distinct().execute();
    for (const s of storeCities) expect(zh.data.find((p) => p.id === s.province_id)?.cities.map((c) => c.name)).toContain(s.city_zh);
    expect((await t.post('api/areas/get_province', { lang: 3 })).statusCode).toBe(400);
  });
});
