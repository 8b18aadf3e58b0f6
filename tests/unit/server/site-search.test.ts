import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { SEARCH_TYPES, type SearchDoc } from '../../../src/config/search-pages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const PATH = 'api/search/get_search_index';

async function index(lang: 0 | 1): Promise<SearchDoc[]> {
  const res = await t.post(PATH, { lang });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { code: number; data: { docs: SearchDoc[] } };
  expect(body.code).toBe(1);
  return body.data.docs;
}

describe('api/search/get_search_index', () => {
  it('lists every type of thing in Chinese, with unique ids and unprefixed site paths', async () => {
    const docs = await index(0);
    expect(new Set(docs.map((d) => d.type))).toEqual(new Set(SEARCH_TYPES));
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const d of docs) {
      expect(d.title.length).toBeGreaterThan(0);
      expect(d.path).toMatch(/^\/(?!en\/)/);
    }
    const store = docs.find((d) => d.type === 'store' && `${d.title} ${d.keywords} ${d.snippet}`.includes('昆明'));
    expect(store?.path).toMatch(/^\/market\?province_id=\d+$/);
    expect(docs.some((d) => d.type === 'goods' && d.title.includes('头盔'))).toBe(true);
    expect(docs.some((d) => d.type === 'model' && d.keywords.includes('ABS'))).toBe(true);
    expect(docs.find((d) => d.id === 'service:thirdService')?.title).toBe('三包服务');
  });

  it('answers in English for lang 1: the Kunming store, helmets and English service pages', async () => {
    const docs = await index(1);
    const store = docs.find((d) => d.type === 'store' && d.keywords.includes('Kunming'));
    expect(store).toBeDefined();
    expect(docs.some((d) => d.type === 'goods' && /helmet/i.test(d.title))).toBe(true);
    expect(docs.find((d) => d.id === 'service:thirdService')?.title).toBe('Warranty');
    expect(docs.some((d) => /[\u4e00-\u9fff]/.test(d.title) && d.type !== 'store')).toBe(false);
  });

  it('stays small: each language under 40 KB gzip', async () => {
    for (const lang of [0, 1] as const) {
      const res = await t.post(PATH, { lang });
      const gz = zlib.gzipSync(res.rawPayload).length;
      expect(gz).toBeLessThan(40_000);
    }
  });

  it('refuses unknown or oversized input with a 4xx envelope', async () => {
    for (const body of [{ lang: 7 }, { lang: 'zh' }, { group_id: 'x' }]) {
      const res = await t.post(PATH, body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    }
    const extra = await t.post(PATH, { q: 'x'.repeat(5000) });
    expect(extra.statusCode).toBe(200);
  });
});
