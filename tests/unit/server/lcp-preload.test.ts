import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { buildApp } from '../../../server/app.ts';
import { imagePreloadLink, lcpPreloader, lcpSourcesFor, safeMediaUrl } from '../../../server/lcp-preload.ts';
import { writePreloadList } from './helpers.ts';
import { SIZES_CARD, SIZES_FULL, SIZES_MAIN } from '../../../src/components/ui/picture-sizes.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-dist-lcp-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
writePreloadList(dist);

const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  await migrateToLatest(db);
  await seed(db);
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', DIST_DIR: dist }), db, serveSite: true });
}, 120_000);
afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** What the page itself gets from the API (the client's body: group_id 2 and lang). */
async function call<T>(p: string, body: Record<string, unknown>): Promise<T> {
  const r = await app.inject({ method: 'POST', url: `/stage-api/${p}`, payload: { group_id: 2, ...body } });
  return (r.json() as { data: T }).data;
}

const preloads = (link: unknown) => String(link ?? '').split(', ').filter((l) => l.includes('rel=preload; as=image'));

describe('first-screen picture preload (Link header on the HTML)', () => {
  it('home: the first banner and the first recommended model picture, per language', async () => {
    for (const [url, lang] of [
      ['/', 0],
      ['/en', 1],
    ] as const) {
      const banners = await call<{ image: string }[]>('api/banner/get_banner', { lang });
      const models = await call<{ pc_publicize_pic: string }[]>('api/car_info/is_recommend_car', { lang });
      expect(banners.length).toBeGreaterThan(0);
      expect(models.length).toBeGreaterThan(0);
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(preloads(r.headers.link)).toEqual([
        imagePreloadLink(banners[0].image, SIZES_FULL),
        imagePreloadLink(models[0].pc_publicize_pic, SIZES_CARD),
      ]);
      // The photograph the page's <picture> will pick, not the artwork's SVG.
      expect(preloads(r.headers.link)[0]).toMatch(/^<\/media\/px\/v1\/scene\/[a-z-]+\/\d+\/768\.avif>; rel=preload; as=image; type="image\/avif"; imagesrcset="[^"]+ 320w,[^"]+ 1600w"; imagesizes="100vw"; fetchpriority=high$/);
    }
    // English keeps its translations preload next to the picture.
    expect(String((await app.inject({ method: 'GET', url: '/en' })).headers.link)).toContain('</assets/common-En2.json>; rel=preload; as=fetch; crossorigin');
  });

  it('model detail: the side view of the chosen colour, else of the first colour', async () => {
    const info = await call<{ colors: { slug: string; pics: { kind: string; url: string }[] }[] }>('api/car_info/get_car_info', { car_model_id: 1, lang: 0 });
    const side = (c: (typeof info.colors)[number]) => (c.pics.find((p) => p.kind === 'side') ?? c.pics[0]).url;
    expect(preloads((await app.inject({ method: 'GET', url: '/pages/detail/car_model_id/1' })).headers.link)).toEqual([imagePreloadLink(side(info.colors[0]), SIZES_MAIN)]);
    expect(preloads((await app.inject({ method: 'GET', url: '/detail?car_model_id=1' })).headers.link)).toEqual([imagePreloadLink(side(info.colors[0]), SIZES_MAIN)]);
    const last = info.colors.at(-1)!;
    expect(info.colors.length).toBeGreaterThan(1);
    expect(side(last)).not.toBe(side(info.colors[0]));
    expect(preloads((await app.inject({ method: 'GET', url: `/pages/detail/car_model_id/1?color=${last.slug}` })).headers.link)).toEqual([imagePreloadLink(side(last), SIZES_MAIN)]);
  });

  it('news list: the lead story cover of the chosen column', async () => {
    for (const column of [0, 2]) {
      const page = await call<{ list: { cover: string }[] }>('api/content/lists', { lang: 0, column_id: column, page: 1, page_size: 7 });
      const r = await app.inject({ method: 'GET', url: column ? `/news?column=${column}` : '/news' });
      expect(preloads(r.headers.link)).toEqual([imagePreloadLink(page.list[0].cover, SIZES_MAIN)]);
    }
  });

  it('no hint for unknown models, other pages and the 404 page', async () => {
    for (const url of ['/pages/detail/car_model_id/999999', '/pages/detail/car_model_id/abc', '/detail', '/aboutUs', '/no-such-page']) {
      expect(preloads((await app.inject({ method: 'GET', url })).headers.link)).toEqual([]);
    }
  });

  it('reuses a computed hint for a minute, then asks again', async () => {
    let t = 0;
    const preload = lcpPreloader(app, () => t);
    let calls = 0;
    const count = () => {
      calls++;
    };
    const original = app.inject.bind(app);
    (app as unknown as { inject: typeof app.inject }).inject = ((opts: never) => {
      count();
      return original(opts);
    }) as typeof app.inject;
    try {
      const first = await preload('/news', new URLSearchParams());
      expect(first).toMatch(/^<\/media\//);
      expect(await preload('/news', new URLSearchParams())).toBe(first);
      expect(calls).toBe(1);
      t += 61_000;
      expect(await preload('/news', new URLSearchParams())).toBe(first);
      expect(calls).toBe(2);
    } finally {
      (app as unknown as { inject: typeof app.inject }).inject = original;
    }
  });
});

describe('lcpSourceFor and safeMediaUrl', () => {
  it('maps pages to the call the page makes', () => {
    expect(lcpSourcesFor('/', new URLSearchParams()).map((s) => s.path)).toEqual(['api/banner/get_banner', 'api/car_info/is_recommend_car']);
    expect(lcpSourcesFor('/', new URLSearchParams())[0].body).toEqual({ group_id: 2, lang: 0 });
    expect(lcpSourcesFor('/en/pages/detail/car_model_id/7', new URLSearchParams())[0].body).toEqual({ car_model_id: 7, group_id: 2, lang: 1 });
    expect(lcpSourcesFor('/news', new URLSearchParams('column=9'))[0].body).toMatchObject({ column_id: 0 });
    expect(lcpSourcesFor('/shopHomePage', new URLSearchParams())).toEqual([]);
  });

  it('only same-origin media paths become hints', () => {
    expect(safeMediaUrl('/media/moto/a/side/b.svg')).toBe('/media/moto/a/side/b.svg');
    for (const bad of ['https://evil.example/x.svg', '/media/../etc/passwd', '/media/a b.svg', '/media/a>; rel=x', '//evil/media/x', 7, undefined]) {
      expect(safeMediaUrl(bad)).toBeUndefined();
    }
  });
});
