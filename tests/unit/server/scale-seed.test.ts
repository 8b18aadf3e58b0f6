import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as data from '../../../server/db/seed/data/index.ts';
import { scaleCatalog } from '../../../server/db/seed/scale.ts';
import { makeScaledApp } from './scale-helpers.ts';

const SCALE = 3;
const CJK = /[\u3400-\u9fff]/;
let t: Awaited<ReturnType<typeof makeScaledApp>>;

beforeAll(async () => {
  t = await makeScaledApp(SCALE);
}, 60_000);
afterAll(async () => t.close());

const base = { models: data.models.length, goods: data.goods.length, news: data.news.length, stores: data.stores.length };

/** Both languages present, Chinese in zh only, and the edition number in both for copies. */
function expectEdition(zh: string, en: string, slug: string) {
  expect(CJK.test(zh), slug).toBe(true);
  expect(CJK.test(en), slug).toBe(false);
  const n = /-e(\d+)$/.exec(slug)?.[1];
  if (n) {
    expect(zh, slug).toContain(n);
    expect(en, slug).toMatch(new RegExp(`(Edition|Archive|Outlet) ${n}\\b`));
  }
}

describe(`SEED_SCALE=${SCALE}`, () => {
  it('multiplies models, goods, news and stores and nothing else', async () => {
    const db = t.db.db;
    const count = async (table: 'car_models' | 'news' | 'stores' | 'partners' | 'activities' | 'car_groups') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const parents = await db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(await count('car_models')).toBe(base.models * SCALE);
    expect(Number(parents.n)).toBe(base.goods * SCALE);
    expect(await count('news')).toBe(base.news * SCALE);
    expect(await count('stores')).toBe(base.stores * SCALE);
    expect(await count('partners')).toBe(data.partners.length);
    expect(await count('activities')).toBe(data.events.length);
    expect(await count('car_groups')).toBe(
      data.series.length + data.displacements.length + [...data.series, ...data.displacements].reduce((n, g) => n + g.subGroups.length, 0),
    );
    console.info(`seeded scale ${SCALE} on ${t.db.dialect} in ${t.seedMs.toFixed(0)} ms`);
  });

  it('gives every copy bilingual, numbered names and a varied description', async () => {
    const models = await t.db.db.selectFrom('car_models').selectAll().execute();
    for (const m of models) expectEdition(m.name_zh, m.name_en, m.slug);
    expect(new Set(models.map((m) => m.description_en)).size).toBe(models.length);
    for (const g of await t.db.db.selectFrom('goods').selectAll().where('parent_id', 'is', null).execute())
      expectEdition(g.name_zh, g.name_en, g.slug);
    for (const n of await t.db.db.selectFrom('news').selectAll().execute()) expectEdition(n.title_zh, n.title_en, n.slug);
    for (const s of await t.db.db.selectFrom('stores').selectAll().execute()) expectEdition(s.name_zh, s.name_en, s.slug);
  });

  it('keeps relations consistent: groups, versions, variants, fitted models, provinces', async () => {
    const db = t.db.db;
    const groups = new Map((await db.selectFrom('car_groups').selectAll().execute()).map((g) => [g.id, g]));
    const models = await db.selectFrom('car_models').selectAll().execute();
    const versions = await db.selectFrom('car_versions').selectAll().execute();
    for (const m of models) {
      expect(groups.get(m.series_group_id)).toMatchObject({ type: 'vehicle_series', parent_id: expect.any(Number) });
      expect(groups.get(m.displacement_group_id)).toMatchObject({ type: 'displacement', parent_id: expect.any(Number) });
      const own = versions.filter((v) => v.car_model_id === m.id);
      expect(own.length).toBeGreaterThan(0);
      expect(m.activity_price).toBeLessThanOrEqual(m.retail_price);
      for (const v of own) expect(v.activity_price).toBeLessThanOrEqual(v.retail_price);
    }
    const slugs = new Set(models.map((m) => m.slug));
    const goods = await db.selectFrom('goods').selectAll().execute();
    const byId = new Map(goods.map((g) => [g.id, g]));
    for (const g of goods) {
      expect(Number.isInteger(g.price_cents) && g.price_cents > 0, g.slug).toBe(true);
      expect(Number.isInteger(g.stock) && g.stock >= 0, g.slug).toBe(true);
      if (g.parent_id !== null) expect(byId.get(g.parent_id)?.kind).toBe(g.kind);
      for (const fit of JSON.parse(g.fits) as string[]) expect(slugs.has(fit), `${g.slug} fits ${fit}`).toBe(true);
      const children = goods.filter((c) => c.parent_id === g.id);
      if (children.length) expect(g.stock, g.slug).toBe(children.reduce((s, c) => s + c.stock, 0));
      if (children.length && g.kind === 'equip') expect(g.price_cents, g.slug).toBe(Math.min(...children.map((c) => c.price_cents)));
    }
    const provinces = new Set((await db.selectFrom('provinces').select('id').execute()).map((p) => p.id));
    for (const s of await db.selectFrom('stores').selectAll().execute()) expect(provinces.has(s.province_id)).toBe(true);
  });

  it('serves the larger catalog through the calls (menu, goods pages, news total, provinces)', async () => {
    const groups = await t.data<{ children: { children: unknown[] }[] }[]>('api/car_info/get_cars_by_type', { type: 'displacement' });
    expect(groups.flatMap((g) => g.children.flatMap((s) => s.children))).toHaveLength(base.models * SCALE);
    const news = await t.data<{ total: number }>('api/content/lists', { column_id: 0 });
    expect(news.total).toBe(base.news * SCALE);
    const provinces = await t.data<{ store_count: number }[]>('api/areas/get_province');
    expect(provinces.reduce((n, p) => n + p.store_count, 0)).toBe(base.stores * SCALE);
    expect(await t.data<unknown[]>('api/car_info/is_recommend_car')).toHaveLength(data.models.filter((m) => m.recommended).length);
  });

  it('is deterministic, and scale 1 is the hand-written content itself', () => {
    const input = { models: data.models, goods: data.goods, news: data.news, stores: data.stores };
    expect(JSON.stringify(scaleCatalog(input, SCALE))).toBe(JSON.stringify(scaleCatalog(input, SCALE)));
    expect(scaleCatalog(input, 1)).toBe(input);
  });
});
