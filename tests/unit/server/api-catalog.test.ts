import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

type Json = { code: number; msg: string; data: never };
const body = (r: { json(): unknown }) => r.json() as Json;
const CJK = /[\u4e00-\u9fff]/;

describe('navigation and footer calls (spec section 7)', () => {
  it('get_cars_by_type displacement: groups → sub-groups → models, sorted by weight ascending', async () => {
    const r = await t.post('api/car_info/get_cars_by_type', { type: 'displacement' });
    expect(r.statusCode).toBe(200);
    const { code, data } = body(r) as { code: number; data: { name: string; weight: number; children: { children: { car_model_id: number; pc_publicize_pic: string; car_model_name: string }[] }[] }[] };
    expect(code).toBe(1);
    expect(data.length).toBeGreaterThanOrEqual(4);
    const weights = data.map((g) => g.weight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
    const models = data.flatMap((g) => g.children.flatMap((s) => s.children));
    expect(models.length).toBeGreaterThanOrEqual(24);
    expect(models[0]).toMatchObject({ car_model_id: expect.any(Number), pc_publicize_pic: expect.stringMatching(/^\/media\/moto\//) });
    expect(CJK.test(data[0].name)).toBe(true);
  });

  it('get_cars_by_type vehicle_series in English', async () => {
    const { code, data } = body(await t.post('api/car_info/get_cars_by_type', { type: 'vehicle_series', lang: 1 })) as { code: number; data: { name: string; children: unknown[] }[] };
    expect(code).toBe(1);
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(CJK.test(data.map((g) => g.name).join(''))).toBe(false);
    expect(data.every((g) => g.children.length > 0)).toBe(true);
  });

  it.each([
    ['api/about_us/get_partner', (d: { id: number; title: string; url: string }[]) => expect(d[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), url: expect.stringMatching(/^https:\/\//) })],
    ['addons/litestore/api.goods/get_parts_goods_list', (d: { purchasePrice: string; top_pic: string; name: string; title: string; mainImgUrl: string }[]) => {
      expect(d.length).toBeGreaterThanOrEqual(30);
      expect(d[0].purchasePrice).toMatch(/^\d+\.\d{2}$/);
      expect(d[0].name).toBe(d[0].title);
      expect(d[0].top_pic).toBe(d[0].mainImgUrl);
    }],
    ['addons/litestore/api.goods/get_cycle_equip_goods_list', (d: { children: unknown[] }[]) => {
      expect(d.length).toBeGreaterThanOrEqual(30);
      expect(d.some((g) => g.children.length > 0)).toBe(true);
    }],
  ])('%s answers in both languages', async (path, check) => {
    for (const lang of [0, 1]) {
      const res = body(await t.post(path, { lang }));
      expect(res.code).toBe(1);
      check(res.data);
    }
  });

  it('get_lang_list: continents with countries covering every jump_type and the CN ES PT EN IT icons', async () => {
    const { code, data } = body(await t.post('api/common/get_lang_list', {})) as { code: number; data: { en_name: string; language_country_list: { icon: string; jump_type: number; jump_url: string; en_name: string }[] }[] };
    expect(code).toBe(1);
    expect(data.length).toBeGreaterThanOrEqual(4);
    const all = data.flatMap((g) => g.language_country_list);
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all.map((c) => c.jump_type))).toEqual(new Set([0, 1, 2]));
    for (const icon of ['CN', 'ES', 'PT', 'EN', 'IT']) expect(all.map((c) => c.icon)).toContain(icon);
  });

  it('get_car_goods: 401 without a token, the user cart with one', async () => {
    const anon = await t.post('addons/litestore/api.goods/get_car_goods', {});
    expect(anon.statusCode).toBe(401);
    expect(body(anon)).toMatchObject({ code: 401, msg: expect.any(String) });
    const { createSession } = await import('../../../server/lib/auth.ts');
    const user = await t.db.db.insertInto('users').values({ phone: '13800000001', nickname: 'a', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    const token = await createSession(t.db.db, user.id);
    const empty = body(await t.post('addons/litestore/api.goods/get_car_goods', {}, token));
    expect(empty).toMatchObject({ code: 1, data: [] });
    const goods = await t.db.db.selectFrom('goods').select('id').where('parent_id', 'is', null).limit(2).execute();
    for (const g of goods) await t.db.db.insertInto('cart_items').values({ user_id: user.id, goods_id: g.id, quantity: 1, created_at: new Date().toISOString() }).execute();
    const two = body(await t.post('addons/litestore/api.goods/get_car_goods', { lang: 1 }, token)) as { data: unknown[] };
    expect(two.data).toHaveLength(2);
    // The token is also accepted in a header.
    const viaHeader = await t.app.inject({ method: 'POST', url: '/stage-api/addons/litestore/api.goods/get_car_goods', headers: { token }, payload: { group_id: 2 } });
    expect((viaHeader.json() as { data: unknown[] }).data).toHaveLength(2);
    // Revoked or unknown tokens get 401.
    expect((await t.post('addons/litestore/api.goods/get_car_goods', {}, 'f'.repeat(32))).statusCode).toBe(401);
  });
});

describe('read-only catalog calls', () => {
  it('get_car_info returns labels, prices, colours with pictures, versions and related models', async () => {
    for (const lang of [0, 1]) {
      const { code, data } = body(await t.post('api/car_info/get_car_info', { car_model_id: 1, lang })) as {
        code: number;
        data: { retail_price: number; activity_price: number; colors: { pics: unknown[] }[]; versions: unknown[]; vehicle_params: { label: string }[]; engine_params: unknown[]; basic_config: unknown[]; related: unknown[] };
      };
      expect(code).toBe(1);
      expect(data.activity_price).toBeLessThanOrEqual(data.retail_price);
      expect(data.colors[0].pics.length).toBeGreaterThanOrEqual(4);
      expect(data.versions.length).toBeGreaterThanOrEqual(1);
      expect(data.vehicle_params.length).toBeGreaterThanOrEqual(8);
      expect(data.engine_params.length).toBeGreaterThanOrEqual(8);
      expect(data.basic_config.length).toBeGreaterThanOrEqual(6);
      expect(data.related.length).toBeGreaterThan(0);
      expect(CJK.test(data.vehicle_params[0].label)).toBe(lang === 0);
    }
  });

  it('get_car_info of a missing model is a code-0 refusal with a message in the request language', async () => {
    const zh = body(await t.post('api/car_info/get_car_info', { car_model_id: 99999 }));
    const en = body(await t.post('api/car_info/get_car_info', { car_model_id: 99999, lang: 1 }));
    expect(zh.code).toBe(0);
    expect(CJK.test(zh.msg)).toBe(true);
    expect(en.msg).toMatch(/model/i);
  });

  it('car_version_params applies a version’s overrides', async () => {
    const model = await t.db.db.selectFrom('car_versions').select(['car_model_id']).groupBy('car_model_id').having((eb) => eb.fn.countAll(), '>', 1).executeTakeFirstOrThrow();
    const versions = await t.db.db.selectFrom('car_versions').selectAll().where('car_model_id', '=', model.car_model_id).orderBy('weight').execute();
    const a = body(await t.post('api/car_info/car_version_params', { car_model_id: model.car_model_id, version_id: versions[0].id, lang: 1 })) as { data: { version: { retail_price: number }; vehicle_params: unknown[]; engine_params: unknown[]; basic_config: unknown[] } };
    const b = body(await t.post('api/car_info/car_version_params', { car_model_id: model.car_model_id, version_id: versions[1].id, lang: 1 })) as typeof a;
    expect(a.data.version.retail_price).toBe(versions[0].retail_price);
    expect(b.data.version.retail_price).toBe(versions[1].retail_price);
    const flat = (x: typeof a) => JSON.stringify([x.data.vehicle_params, x.data.engine_params, x.data.basic_config]);
    expect(flat(a)).not.toBe(flat(b));
  });

  it('car_pics picks the requested colour', async () => {
    const info = body(await t.post('api/car_info/get_car_info', { car_model_id: 2 })) as { data: { colors: { slug: string }[] } };
    const last = info.data.colors[info.data.colors.length - 1].slug;
    const r = body(await t.post('api/car_info/car_pics', { car_model_id: 2, color: last })) as { data: { color: { slug: string }; list: { url: string }[] } };
    expect(r.data.color.slug).toBe(last);
    expect(r.data.list.length).toBeGreaterThanOrEqual(4);
  });

  it('is_recommend_car lists recommended models', async () => {
    const r = body(await t.post('api/car_info/is_recommend_car', { lang: 1 })) as { data: { car_model_name: string }[] };
    expect(r.data.length).toBeGreaterThanOrEqual(4);
  });

  it('content/lists pages with the query string or the body, and has_more ends', async () => {
    const q = await t.app.inject({ method: 'POST', url: '/stage-api/api/content/lists?column_id=2&page=1&page_size=5', payload: { group_id: 2 } });
    const first = q.json() as { code: number; data: { list: { column_id: number; published_at: string }[]; total: number; has_more: boolean } };
    expect(first.code).toBe(1);
    expect(first.data.list).toHaveLength(5);
    expect(first.data.list.every((n) => n.column_id === 2)).toBe(true);
    const dates = first.data.list.map((n) => n.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const lastPage = Math.ceil(first.data.total / 5);
    const end = body(await t.post('api/content/lists', { column_id: 2, page: lastPage, page_size: 5 })) as { data: { has_more: boolean; list: unknown[] } };
    expect(end.data.has_more).toBe(false);
    expect(end.data.list.length).toBeGreaterThan(0);
  });

  it('content/detail gives HTML and prev/next in its column', async () => {
    const r = body(await t.post('api/content/detail', { id: 3, lang: 1 })) as { code: number; data: { content: string; title: string; prev: unknown; next: unknown } };
    expect(r.code).toBe(1);
    expect(r.data.content).toContain('<p>');
    expect(r.data.prev ?? r.data.next).not.toBeNull();
    const byQuery = await t.app.inject({ method: 'POST', url: '/stage-api/api/content/detail?id=3', payload: { group_id: 2 } });
    expect((byQuery.json() as { code: number }).code).toBe(1);
    expect(body(await t.post('api/content/detail', { id: 424242 })).code).toBe(0);
  });

  it.each([
    ['api/banner/get_banner', 3],
    ['api/banner/app_banner', 2],
    ['api/about_us/get_honor', 8],
    ['api/activity/get_activity', 8],
    ['api/stores/get_store', 40],
    ['api/areas/get_province', 10],
    ['api/content/category', 2],
  ])('%s lists at least %i items in both languages', async (path, min) => {
    for (const lang of [0, 1]) {
      const r = body(await t.post(path, { lang })) as { code: number; data: unknown[] };
      expect(r.code).toBe(1);
      expect(r.data.length).toBeGreaterThanOrEqual(min);
    }
  });

  it('get_activity has upcoming and past events with capacities', async () => {
    const r = body(await t.post('api/activity/get_activity', {})) as { data: { status: string; capacity: number; signed_up: number }[] };
    expect(new Set(r.data.map((e) => e.status))).toEqual(new Set(['upcoming', 'past']));
    const up = body(await t.post('api/activity/get_activity', { status: 'upcoming' })) as { data: { status: string }[] };
    expect(up.data.every((e) => e.status === 'upcoming')).toBe(true);
  });

  it('get_store filters by province and keyword (LIKE wildcards are literal)', async () => {
    const provinces = body(await t.post('api/areas/get_province', {})) as { data: { id: number; store_count: number }[] };
    const p = provinces.data.find((x) => x.store_count > 0)!;
    const inP = body(await t.post('api/stores/get_store', { province_id: p.id })) as { data: { province_id: number }[] };
    expect(inP.data).toHaveLength(p.store_count);
    expect(body(await t.post('api/stores/get_store', { keyword: '%' })).data).toEqual([]);
  });

  it('about gives the company texts and figures in both languages', async () => {
    const zh = body(await t.post('api/about_us/about', {})) as { data: { figures: { founded: number; rdDevelopers: number } } };
    expect(zh.data.figures).toMatchObject({ founded: 1982, rdDevelopers: 769 });
    const en = JSON.stringify(body(await t.post('api/about_us/about', { lang: 1 })).data);
    expect(CJK.test(en)).toBe(false);
  });

  it('analytics page_view stores a view', async () => {
    const r = body(await t.post('api/analytics/page_view', { path: '/news?x=1', route_name: 'news___zh' }));
    expect(r.code).toBe(1);
    const row = await t.db.db.selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ path: '/news', route_name: 'news___zh' });
  });
});

describe('bad input gets a 4xx envelope, never a 500', () => {
  const path = '/stage-api/api/car_info/get_cars_by_type';
  const cases: [string, InjectOptions, number][] = [
    ['not JSON', { method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '{"group_id":2,' }, 400],
    ['empty JSON body', { method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: '' }, 400],
    ['a JSON array', { method: 'POST', url: path, payload: [1, 2] as unknown as string }, 400],
    ['wrong type', { method: 'POST', url: path, payload: { group_id: 2, type: 42 } }, 400],
    ['unknown enum value', { method: 'POST', url: path, payload: { group_id: 2, type: 'colour' } }, 400],
    ['missing field', { method: 'POST', url: path, payload: { group_id: 2 } }, 400],
    ['missing group_id', { method: 'POST', url: path, payload: { type: 'displacement' } }, 400],
    ['string group_id', { method: 'POST', url: path, payload: { group_id: '2', type: 'displacement' } }, 400],
    ['bad lang', { method: 'POST', url: path, payload: { group_id: 2, type: 'displacement', lang: 7 } }, 400],
    ['form encoded', { method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'group_id=2' }, 415],
    ['over 64 KB', { method: 'POST', url: path, payload: { group_id: 2, type: 'displacement', pad: 'x'.repeat(70 * 1024) } }, 413],
    ['unknown path', { method: 'POST', url: '/stage-api/api/nope/nothing', payload: { group_id: 2 } }, 404],
    ['GET on the API', { method: 'GET', url: path }, 405],
    ['negative id', { method: 'POST', url: '/stage-api/api/car_info/get_car_info', payload: { group_id: 2, car_model_id: -1 } }, 400],
    ['huge page_size', { method: 'POST', url: '/stage-api/api/content/lists', payload: { group_id: 2, page_size: 1000 } }, 400],
    ['bad query page', { method: 'POST', url: '/stage-api/api/content/lists?page=abc', payload: { group_id: 2 } }, 400],
  ];
  it.each(cases)('%s', async (_name, req, status) => {
    const r = await t.app.inject(req);
    expect(r.statusCode).toBe(status);
    const env = r.json() as Json;
    expect(env.code).toBe(status);
    expect(env.msg.length).toBeGreaterThan(3);
    expect(env.data).toBeNull();
  });

  it('answers bad input in the request language', async () => {
    const r = await t.app.inject({ method: 'POST', url: path, headers: { 'accept-language': 'en-US' }, payload: { group_id: 2, lang: 1, type: 3 } });
    expect((r.json() as Json).msg).toMatch(/invalid/i);
  });

  it('writes nothing on a rejected write', async () => {
    const before = await t.db.db.selectFrom('page_views').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const r = await t.post('api/analytics/page_view', { path: 'no-slash', route_name: 'x' });
    expect(r.statusCode).toBe(400);
    const after = await t.db.db.selectFrom('page_views').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/stage-api/openapi.json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json() as { openapi: string; paths: Record<string, { post?: { requestBody?: unknown } }> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/stage-api/api/car_info/get_cars_by_type']?.post?.requestBody).toBeDefined();
  });
});
