import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { isPrivateIp, provinceCodeForIp } from '../../../server/routes/stores-extra.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

interface AfterSale {
  hotline: string;
  three_guarantee: { title: string; periods: { part: string; months: number; km: number | null }[]; exclusions: string[] };
  special_services: { code: string; title: string; price_cents: number }[];
  extended_warranty: { plans: { id: string; name: string; prices_cents: Record<string, number> }[] };
  maintenance: {
    time_slots: string[];
    schedule: { style: string; name: string; rows: { km: number; items: { name: string; action: string }[] }[] }[];
  };
  models: { car_model_id: number; name: string; style: string }[];
}

describe('api/about_us/after_sale', () => {
  it('answers the hub content in Chinese and English', async () => {
    const zh = (await t.post('api/about_us/after_sale', { lang: 0 })).json() as { code: number; data: AfterSale };
    const en = (await t.post('api/about_us/after_sale', { lang: 1 })).json() as { code: number; data: AfterSale };
    expect(zh.code).toBe(1);
    expect(en.code).toBe(1);
    expect(zh.data.three_guarantee.title).toBe('三包服务政策');
    expect(en.data.three_guarantee.title).toBe('Three-Guarantee Service Policy');
    expect(en.data.three_guarantee.periods[0]).toEqual({ part: 'Whole vehicle', months: 24, km: 30000 });
    expect(zh.data.special_services.find((s) => s.code === 'theft_security')?.price_cents).toBe(39900);
    expect(en.data.extended_warranty.plans.map((p) => p.id)).toEqual(['ew-powertrain-1y', 'ew-complete-2y', 'ew-premier-3y']);
    expect(en.data.extended_warranty.plans[1].prices_cents).toEqual({ small: 98000, mid: 168000, large: 258000 });
    expect(zh.data.hotline).toBe('400-700-3088');
  });

  it('has a schedule for every model style, starting with the 1000 km first service', async () => {
    const { data } = (await t.post('api/about_us/after_sale', { lang: 1 })).json() as { data: AfterSale };
    const styles = new Set(data.models.map((m) => m.style));
    for (const style of styles) {
      const s = data.maintenance.schedule.find((x) => x.style === style);
      expect(s, style).toBeDefined();
      expect(s?.rows[0].km).toBe(1000);
      expect(s?.rows[0].items.find((i) => i.name === 'Engine oil')?.action).toBe('R');
    }
    expect(data.maintenance.time_slots).toContain('09:00-10:30');
    expect(data.models.length).toBeGreaterThan(10);
  });

  it('is a cached catalog read: the same body gives the identical answer', async () => {
    const a = await t.post('api/about_us/after_sale', { lang: 0 });
    const b = await t.post('api/about_us/after_sale', { lang: 0 });
    expect(b.body).toBe(a.body);
  });

  it('rejects a wrong lang or group id with a 400 envelope', async () => {
    for (const body of [{ lang: 3 }, { group_id: 'x' }, { lang: '1' }]) {
      const res = await t.post('api/about_us/after_sale', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });
});

describe('api/service/financial_hire_service', () => {
  it('lists the plans in both languages with rates in basis points', async () => {
    const zh = (await t.post('api/service/financial_hire_service', { lang: 0 })).json();
    const en = (await t.post('api/service/financial_hire_service', { lang: 1 })).json();
    expect(zh.data.plans[0]).toMatchObject({ id: 'fin-zero-12', name: '12 期 0 息', annual_rate_bp: 0, min_down_pct: 30, terms: [12] });
    expect(en.data.plans[1]).toMatchObject({ id: 'fin-easy-36', name: 'Easy Monthly', annual_rate_bp: 399 });
  });
});

describe('api/areas/ip_get_province', () => {
  it('defaults to Yunnan for loopback and private addresses', async () => {
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.9', '::1']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/stage-api/api/areas/ip_get_province',
        payload: { group_id: 2, lang: 1 },
        remoteAddress,
      });
      expect(res.json().data).toMatchObject({ code: 'yn', name: 'Yunnan', source: 'default' });
    }
  });

  it('maps a known public prefix to its province (zh)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/stage-api/api/areas/ip_get_province',
      payload: { group_id: 2, lang: 0 },
      remoteAddress: '61.135.1.1',
    });
    expect(res.json().data).toMatchObject({ code: 'bj', name: '北京', source: 'ip' });
  });

  it('classifies addresses', () => {
    expect(isPrivateIp('172.20.0.1')).toBe(true);
    expect(isPrivateIp('::ffff:127.0.0.1')).toBe(true);
    expect(isPrivateIp('8.8.8.8')).toBe(false);
    expect(provinceCodeForIp('113.108.9.9')).toBe('gd');
    expect(provinceCodeForIp('8.8.8.8')).toBeUndefined();
  });
});

describe('parts search', () => {
  it('lists models that have parts, with counts', async () => {
    const { data } = (await t.post('addons/litestore/api.goods/get_part_car_types', { lang: 1 })).json();
    expect(data.length).toBeGreaterThan(5);
    expect(data[0]).toHaveProperty('car_model_id');
    expect(data.every((m: { parts_count: number }) => m.parts_count > 0)).toBe(true);
  });

  it('finds parts of a model by name or part number, ignoring case and dashes', async () => {
    const model = await t.db.db.selectFrom('car_models').select('id').where('slug', '=', 'at-800').executeTakeFirstOrThrow();
    const all = (await t.post('addons/litestore/api.goods/get_parts', { car_model_id: model.id, lang: 1 })).json();
    expect(all.code).toBe(1);
    expect(all.data.length).toBeGreaterThan(3);
    const byNumber = (await t.post('addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword: 'ex5003' })).json();
    expect(byNumber.data.map((p: { part_number: string }) => p.part_number)).toEqual(['YL-EX-5003']);
    const zh = (await t.post('addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword: '护杠', lang: 0 })).json();
    expect(zh.data.length).toBeGreaterThan(0);
    expect(zh.data[0]).toMatchObject({ purchasePrice: expect.any(String), price_cents: expect.any(Number), top_pic: expect.any(String) });
    const none = (await t.post('addons/litestore/api.goods/get_parts', { car_model_id: model.id, keyword: 'no-such-part-xyz' })).json();
    expect(none).toMatchObject({ code: 1, data: [] });
  });

  it('refuses an unknown model and rejects bad bodies', async () => {
    expect((await t.post('addons/litestore/api.goods/get_parts', { car_model_id: 99999 })).json().code).toBe(0);
    expect((await t.post('addons/litestore/api.goods/get_parts', {})).statusCode).toBe(400);
    expect((await t.post('addons/litestore/api.goods/get_parts', { car_model_id: '1' })).statusCode).toBe(400);
    expect((await t.post('addons/litestore/api.goods/get_parts', { car_model_id: 1, keyword: 'x'.repeat(41) })).statusCode).toBe(400);
  });
});
