// The ride pack's calls: what a pack can hold, and a choice's manifest — every page rendered as a
// visitor gets it, the catalog answers its render asked for (exact bodies), the picture variant its
// HTML loads on the given screen, its chunks — each with its real size; bounded input, 4xx otherwise.
// The site is a small stand-in build (its server entry asks the API as the real one does).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';

const SCENE = '/media/px/v1/scene/lake/233';
const ENTRY = `
export function setDomWindow() {}
export async function renderPage({ url, api }) {
  const u = new URL(url);
  const en = u.pathname.startsWith('/en');
  const lang = en ? 1 : 0;
  const ask = (p, body) => api(p, JSON.stringify({ ...body, group_id: 2, lang }));
  await ask('/stage-api/api/stores/get_store', {});
  await ask('/stage-api/api/areas/get_province', {});
  await ask('/stage-api/api/shopping_cart/get_list', {});
  const picture = '<picture><source type="image/avif" srcset="${SCENE}/320.avif 320w, ${SCENE}/768.avif 768w, ${SCENE}/1600.avif 1600w" sizes="(min-width: 1024px) 50vw, 100vw"><img src="${SCENE}/768.jpg" srcset="${SCENE}/320.jpg 320w, ${SCENE}/768.jpg 768w" sizes="100vw"></picture>';
  return { status: 200, locale: en ? 'en' : 'zh', head: '', html: '<main>' + u.pathname + picture + '<img src="/media/brand/logo.svg"></main>', routerState: '{}', queryState: '{"dataUpdatedAt":' + Date.now() + '}', pages: ['market'], translations: [], images: [] };
}
`;

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-pack-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="zh-CN"><head><title>t</title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.js'), ENTRY);
  t = await makeTestApp({ DATA_DIR: path.join(dir, 'data'), DIST_DIR: dist }, { serveSite: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Item {
  url: string;
  kind: string;
  bytes: number;
  version: string;
  body?: string;
}
const screen = { width: 1280, dpr: 1, format: 'avif' };

describe('api/ride_pack/options', () => {
  it('lists series with their model counts, provinces with stores and the policy pages, in the language asked', async () => {
    const r = await t.post('api/ride_pack/options', { lang: 1 });
    const data = r.json().data as {
      series: { slug: string; name: string; models: number }[];
      provinces: { store_count: number }[];
      policies: string[];
      goods_count: number;
    };
    expect(data.series.length).toBeGreaterThan(0);
    expect(data.series.every((s) => s.models > 0 && /^[A-Za-z]/.test(s.name))).toBe(true);
    expect(data.provinces.every((p) => p.store_count > 0)).toBe(true);
    expect(data.policies).toContain('upkeep');
    expect(data.goods_count).toBeGreaterThan(0);
  });

  it('lists the shop categories with their kind and goods count, in the language asked', async () => {
    type Category = { key: string; kind: string; name: string; count: number };
    const en = (await t.post('api/ride_pack/options', { lang: 1 })).json().data as { categories: Category[]; goods_count: number };
    const zh = (await t.post('api/ride_pack/options', { lang: 0 })).json().data as { categories: Category[] };
    const shop = (await t.post('addons/litestore/api.goods/index', { lang: 1 })).json().data as { categories: Category[] };
    expect(en.categories.map(({ key, kind, count }) => ({ key, kind, count }))).toEqual(
      shop.categories.map(({ key, kind, count }) => ({ key, kind, count })),
    );
    expect(en.categories.map((c) => c.name)).toEqual(shop.categories.map((c) => c.name));
    expect(en.categories.reduce((n, c) => n + c.count, 0)).toBe(en.goods_count);
    const helmet = en.categories.find((c) => c.key === 'helmet')!;
    expect(helmet).toMatchObject({ kind: 'equip', name: expect.stringMatching(/^[A-Z]/) });
    expect(zh.categories.find((c) => c.key === 'helmet')!.name).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('api/ride_pack/manifest', () => {
  it('lists each page, the catalog answers its render asked for and the picture it loads, with real sizes', async () => {
    const r = await t.post('api/ride_pack/manifest', { provinces: [1], policies: ['upkeep'], langs: [0, 1], ...screen });
    expect(r.statusCode).toBe(200);
    const data = r.json().data as { items: Item[]; total_bytes: number; count: number; pages: number };
    const pages = data.items.filter((i) => i.kind === 'page').map((i) => i.url);
    expect(pages.sort()).toEqual(['/en/market', '/en/market?province_id=1', '/en/upkeep', '/market', '/market?province_id=1', '/upkeep'].sort());
    expect(data.pages).toBe(6);

    // Sizes are the real answers' sizes.
    const page = await t.app.inject({ method: 'GET', url: '/market' });
    expect(data.items.find((i) => i.url === '/market')!.bytes).toBe(page.rawPayload.length);
    const stores = data.items.filter((i) => i.url === '/stage-api/api/stores/get_store');
    expect(stores.map((i) => JSON.parse(i.body!).lang).sort()).toEqual([0, 1]);
    const zh = await t.post('api/stores/get_store', { lang: 0 });
    expect(stores.find((i) => JSON.parse(i.body!).lang === 0)!.bytes).toBe(zh.rawPayload.length);
    // Only read-only catalog calls: the cart is never packed.
    expect(data.items.some((i) => i.url.includes('shopping_cart'))).toBe(false);

    // At 1280 px and 1x, a picture drawn at 50vw is the 768 px AVIF; plain artwork comes as it is.
    const images = data.items.filter((i) => i.kind === 'image');
    expect(images.map((i) => i.url).sort()).toEqual([`${SCENE}/768.avif`, '/media/brand/logo.svg'].sort());
    const picture = await t.app.inject({ method: 'GET', url: `${SCENE}/768.avif` });
    expect(images.find((i) => i.url.endsWith('.avif'))!.bytes).toBe(picture.rawPayload.length);
    expect(data.total_bytes).toBe(data.items.reduce((n, i) => n + i.bytes, 0));
    expect(data.count).toBe(data.items.length);

    // The same choice later: a page's version does not change with its render time.
    const again = (await t.post('api/ride_pack/manifest', { provinces: [1], policies: ['upkeep'], langs: [0, 1], ...screen })).json().data as {
      items: Item[];
    };
    expect(again.items.find((i) => i.url === '/market')!.version).toBe(data.items.find((i) => i.url === '/market')!.version);
  }, 60_000);

  it('picks smaller pictures for a phone and under data saver', async () => {
    const phone = (await t.post('api/ride_pack/manifest', { policies: ['upkeep'], langs: [0], width: 390, dpr: 2, format: 'avif' })).json().data as {
      items: Item[];
    };
    expect(phone.items.filter((i) => i.url.startsWith(SCENE)).map((i) => i.url)).toEqual([`${SCENE}/768.avif`]);
    const saver = (
      await t.post('api/ride_pack/manifest', { policies: ['upkeep'], langs: [0], width: 390, dpr: 2, format: 'avif', save_data: 1 })
    ).json().data as { items: Item[] };
    expect(saver.items.filter((i) => i.url.startsWith(SCENE)).map((i) => i.url)).toEqual([`${SCENE}/320.avif`]);
  }, 60_000);

  it('refuses an empty choice, unknown values and unbounded input with a 4xx envelope', async () => {
    const bad = [
      { langs: [0], ...screen },
      { policies: ['upkeep'], langs: [], ...screen },
      { policies: ['checkout'], langs: [0], ...screen },
      { policies: ['upkeep'], langs: [0], ...screen, width: 100000 },
      { policies: ['upkeep'], langs: [0], ...screen, dpr: 9 },
      { policies: ['upkeep'], langs: [0], ...screen, format: 'gif' },
      { series: ['../etc'], langs: [0], ...screen },
      { series: Array.from({ length: 21 }, (_, i) => `s${i}`), langs: [0], ...screen },
      { provinces: [0], langs: [0], ...screen },
      { policies: ['upkeep'], langs: [0] },
    ];
    for (const body of bad) {
      const r = await t.post('api/ride_pack/manifest', body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
    }
    const empty = await t.post('api/ride_pack/manifest', { lang: 1, langs: [0], ...screen });
    expect(empty.json().msg).toMatch(/Choose at least one/);
  });

  it('holds a chosen category: its list page with the calls it makes in the browser and exactly its goods', async () => {
    const goods = (await t.post('addons/litestore/api.goods/goods_list', { category: 'exhaust', page_size: 48 })).json().data as {
      list: { id: number; kind: string }[];
      total: number;
    };
    expect(goods.total).toBeGreaterThan(0);
    const r = await t.post('api/ride_pack/manifest', { categories: ['exhaust'], langs: [0, 1], ...screen });
    expect(r.statusCode).toBe(200);
    const items = (r.json().data as { items: Item[] }).items;
    const pages = items.filter((i) => i.kind === 'page').map((i) => i.url);
    const details = goods.list.map((g) => `/attachmentDetail?id=${g.id}&type=1`);
    const zh = ['/shopHomePage?category=exhaust&kind=parts', ...details];
    expect(pages.sort()).toEqual([...zh, ...zh.map((p) => `/en${p}`)].sort());

    // The list's own calls, with the body the shop page sends, and their answers' real sizes.
    const lists = items.filter((i) => i.url.endsWith('/api.goods/goods_list'));
    expect(lists.map((i) => JSON.parse(i.body!) as Record<string, unknown>).sort((a, b) => Number(a.lang) - Number(b.lang))).toEqual([
      { page: 1, page_size: 12, kind: 'parts', category: 'exhaust', group_id: 2, lang: 0 },
      { page: 1, page_size: 12, kind: 'parts', category: 'exhaust', group_id: 2, lang: 1 },
    ]);
    const answer = await t.post('addons/litestore/api.goods/goods_list', JSON.parse(lists[0]!.body!) as Record<string, unknown>);
    expect(lists[0]!.bytes).toBe(answer.rawPayload.length);
    expect(
      items
        .filter((i) => i.url.endsWith('/api.goods/index'))
        .map((i) => JSON.parse(i.body!).lang)
        .sort(),
    ).toEqual([0, 1]);
    // The tiles' pictures (drawn in the browser) come with it.
    expect(items.filter((i) => i.kind === 'image' && i.url.includes('exhaust')).length).toBeGreaterThan(0);

    // Another category's goods are not in it; the old "all goods" form still means every goods item.
    const other = (await t.post('addons/litestore/api.goods/goods_list', { category: 'helmet' })).json().data as { list: { id: number }[] };
    expect(pages.some((p) => p.includes(`id=${other.list[0]!.id}&`))).toBe(false);
    const all = (await t.post('api/ride_pack/manifest', { all_goods: 1, langs: [0], ...screen })).json().data as { pages: number };
    expect(all.pages).toBe((await t.post('api/ride_pack/options', {})).json().data.goods_count);
  }, 60_000);

  it('refuses bad category keys with a 4xx envelope, and an unknown one adds nothing', async () => {
    const bad = [
      { categories: ['../etc'], langs: [0], ...screen },
      { categories: ['Helmet'], langs: [0], ...screen },
      { categories: ['x'.repeat(41)], langs: [0], ...screen },
      { categories: [1], langs: [0], ...screen },
      { categories: ['helmet', 'helmet'], langs: [0], ...screen },
      { categories: Array.from({ length: 41 }, (_, i) => `c${i}`), langs: [0], ...screen },
      { categories: 'helmet', langs: [0], ...screen },
    ];
    for (const body of bad) {
      const r = await t.post('api/ride_pack/manifest', body);
      expect(r.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json()).toMatchObject({ code: expect.any(Number), msg: expect.any(String), data: null });
    }
    const unknown = await t.post('api/ride_pack/manifest', { categories: ['no-such-thing'], langs: [0], ...screen, lang: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toMatch(/Choose at least one/);
  });

  it('refuses a pack of more pages than it may hold', async () => {
    const options = (await t.post('api/ride_pack/options', {})).json().data as { series: { slug: string }[] };
    const r = await t.post('api/ride_pack/manifest', { series: options.series.map((s) => s.slug), all_goods: 1, langs: [0, 1], ...screen, lang: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toMatch(/too much for one pack/);
  });
});
