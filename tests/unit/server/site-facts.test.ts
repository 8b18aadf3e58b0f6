import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { site } from '../../../src/config/site.ts';
import { PRIVACY_POLICY_VERSION } from '../../../src/config/legal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

interface About {
  outlets: number;
  hours: { open: string; close: string };
  hotline: string;
  contact: { hotline: string; hotlineHours: string; address: string; email: string };
  motorcycleCompany: { text: string };
  afterSales: { text: string }[];
}
const about = async (lang: number) => (await t.post('api/about_us/about', { lang })).json() as { data: About };

describe('one source of facts', () => {
  it('the outlet count is the stores table, the same number the store finder lists', async () => {
    const provinces = (await t.post('api/areas/get_province', {})).json() as { data: { store_count: number }[] };
    const listed = provinces.data.reduce((sum, p) => sum + p.store_count, 0);
    const stores = await t.db.db.selectFrom('stores').select('id').execute();
    for (const lang of [0, 1]) {
      const { data } = await about(lang);
      expect(data.outlets).toBe(stores.length);
      expect(data.outlets).toBe(listed);
      expect(data.motorcycleCompany.text).toContain(String(listed));
      expect(JSON.stringify(data)).not.toMatch(/400 余|more than 400|\{\{\w+\}\}/i);
    }
  });

  it('hours, hotline and address on the contact block are site.ts', async () => {
    const zh = (await about(0)).data;
    const en = (await about(1)).data;
    for (const d of [zh, en]) {
      expect(d.hours).toEqual(site.hours);
      expect(d.contact.hotline).toBe(site.hotline);
      expect(d.contact.hotlineHours).toContain(`${site.hours.open}–${site.hours.close}`);
    }
    expect(zh.contact.address).toBe(site.address.zh);
    expect(en.contact.address).toBe(site.address.en);
  });

  it('the privacy policy version is a year-month the server can record', () => {
    expect(PRIVACY_POLICY_VERSION).toMatch(/^\d{4}-\d{2}$/);
  });
});
