import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';

type Json = { code: number; msg: string; data: unknown; reason?: string };

/** The detail calls a page turns into a 404 for an unknown id, each with a valid id's body and an unknown one's. */
const CALLS: { path: string; known: (t: TestApp) => Promise<Record<string, unknown>>; unknown: Record<string, unknown>; zh: string; en: string }[] = [
  {
    path: 'api/car_info/get_car_info',
    known: async (t) => ({ car_model_id: (await t.db.db.selectFrom('car_models').select('id').executeTakeFirstOrThrow()).id }),
    unknown: { car_model_id: 987654 },
    zh: '车型不存在或已下架',
    en: 'This model does not exist or is no longer offered',
  },
  {
    path: 'api/car_info/car_version_params',
    known: async (t) => ({ car_model_id: (await t.db.db.selectFrom('car_models').select('id').executeTakeFirstOrThrow()).id }),
    unknown: { car_model_id: 987654 },
    zh: '车型不存在或已下架',
    en: 'This model does not exist or is no longer offered',
  },
  {
    path: 'api/car_info/car_pics',
    known: async (t) => ({ car_model_id: (await t.db.db.selectFrom('car_models').select('id').executeTakeFirstOrThrow()).id }),
    unknown: { car_model_id: 987654 },
    zh: '车型不存在或已下架',
    en: 'This model does not exist or is no longer offered',
  },
  {
    path: 'api/content/detail',
    known: async (t) => ({ id: (await t.db.db.selectFrom('news').select('id').executeTakeFirstOrThrow()).id }),
    unknown: { id: 987654 },
    zh: '资讯不存在或已下线',
    en: 'This article does not exist or has been removed',
  },
  {
    path: 'addons/litestore/api.goods/detail',
    known: async (t) => ({ id: (await t.db.db.selectFrom('goods').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow()).id }),
    unknown: { id: 987654 },
    zh: '商品不存在或已下架',
    en: 'This product does not exist or is no longer sold',
  },
];

describe('detail calls answer an unknown id with one documented not-found', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  for (const call of CALLS) {
    it(`${call.path}: code 0, data null, reason not_found, the message in the request's language`, async () => {
      for (const [lang, msg] of [
        [0, call.zh],
        [1, call.en],
      ] as const) {
        const r = await t.post(call.path, { ...call.unknown, lang });
        expect(r.statusCode).toBe(200);
        expect(r.json()).toEqual({ code: 0, msg, data: null, reason: 'not_found' });
      }
    });

    it(`${call.path}: a valid id still answers code 1 with its data and no reason`, async () => {
      const r = await t.post(call.path, await call.known(t));
      const body = r.json() as Json;
      expect(body.code).toBe(1);
      expect(body.data).toBeTruthy();
      expect(body).not.toHaveProperty('reason');
    });

    it(`${call.path}: a malformed id is bad input (400 envelope), never a 500`, async () => {
      const key = Object.keys(call.unknown)[0];
      for (const bad of [0, -1, 1.5, 'abc', '1', null, 2 ** 40]) {
        const r = await t.post(call.path, { [key]: bad });
        expect(r.statusCode, `${key}=${JSON.stringify(bad)}`).toBe(400);
        expect((r.json() as Json).code).toBe(400);
      }
    });
  }

  it('a goods variant id is not a goods page: not found', async () => {
    const variant = await t.db.db.selectFrom('goods').select('id').where('parent_id', 'is not', null).executeTakeFirstOrThrow();
    expect((await t.post('addons/litestore/api.goods/detail', { id: variant.id })).json()).toMatchObject({ code: 0, reason: 'not_found' });
  });

  it('an unknown version of a known model is not found', async () => {
    const m = await t.db.db.selectFrom('car_models').select('id').executeTakeFirstOrThrow();
    expect((await t.post('api/car_info/car_version_params', { car_model_id: m.id, version_id: 987654 })).json()).toMatchObject({
      code: 0,
      reason: 'not_found',
    });
  });

  it('news detail by the legacy query string: unknown id not found, malformed id 400', async () => {
    const q = (id: string) => t.app.inject({ method: 'POST', url: `/stage-api/api/content/detail?id=${id}`, payload: { group_id: 2, lang: 1 } });
    expect((await q('987654')).json()).toEqual({ code: 0, msg: 'This article does not exist or has been removed', data: null, reason: 'not_found' });
    expect((await q('abc')).statusCode).toBe(400);
  });

  it('a not-found answer is not memoised: the item answers once it exists', async () => {
    const first = await t.db.db.selectFrom('news').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...copy } = first;
    const next = (
      await t.db.db
        .selectFrom('news')
        .select((eb) => eb.fn.max('id').as('max'))
        .executeTakeFirstOrThrow()
    ).max as number;
    const id = Number(next) + 1;
    expect((await t.post('api/content/detail', { id })).json()).toMatchObject({ code: 0, reason: 'not_found' });
    await t.db.db
      .insertInto('news')
      .values({ ...copy, slug: 'seo-not-found-later' })
      .execute();
    const inserted = await t.db.db.selectFrom('news').select('id').where('slug', '=', 'seo-not-found-later').executeTakeFirstOrThrow();
    expect(inserted.id).toBe(id);
    expect((await t.post('api/content/detail', { id })).json()).toMatchObject({ code: 1 });
  });

  it('the OpenAPI document says so', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/stage-api/openapi.json' })).json() as {
      paths: Record<string, { post?: { summary?: string } }>;
    };
    for (const call of CALLS) expect(doc.paths[`/stage-api/${call.path}`]?.post?.summary).toContain('reason not_found');
  });
});
