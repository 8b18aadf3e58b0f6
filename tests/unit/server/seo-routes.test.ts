import fs from 'node:fs';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { loadConfig } from '../../../server/config.ts';
import { trustProxyOption } from '../../../server/lib/trust-proxy.ts';
import { seoRoutes, SITEMAP_MEMO_MS, type SeoRouteOptions } from '../../../server/routes/seo.ts';
import { STATIC_PAGES } from '../../../server/lib/sitemap.ts';

/** The few DOM calls the test reads a parsed sitemap with (the server's tsconfig has no DOM library). */
interface XmlNode {
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(ns: string, name: string): ArrayLike<XmlNode>;
}
type XmlParser = new (text: string, opts: { contentType: string }) => { window: { document: XmlNode } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: XmlParser };

const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** The sitemap as a crawler reads it: a strict XML parse (throws on malformed XML), then loc → alternates and lastmod. */
function readSitemap(text: string): Map<string, { alternates: Record<string, string>; lastmod?: string }> {
  const doc = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  const urls = Array.from(doc.getElementsByTagNameNS(SM, 'url'));
  const out = new Map<string, { alternates: Record<string, string>; lastmod?: string }>();
  for (const u of urls) {
    const loc = u.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '';
    const alternates: Record<string, string> = {};
    for (const l of Array.from(u.getElementsByTagNameNS(XHTML, 'link'))) alternates[l.getAttribute('hreflang') ?? ''] = l.getAttribute('href') ?? '';
    const lastmod = u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? undefined;
    expect(out.has(loc), `listed once: ${loc}`).toBe(false);
    out.set(loc, { alternates, lastmod });
  }
  expect(out.size).toBe(urls.length);
  return out;
}

const ORIGIN = 'http://shop.test:8080';

/** Just the SEO routes over a test app's database, with its own settings (proxy, public URL) and clock. */
async function seoApp(t: TestApp, env: Record<string, string>, opts: SeoRouteOptions = {}) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = Fastify({ trustProxy: trustProxyOption(config.trustProxy) });
  app.decorate('db', t.db);
  app.decorate('config', config);
  await seoRoutes(app, opts);
  return app;
}

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { host: 'shop.test:8080' }) => t.app.inject({ method: 'GET', url, headers });

  it('lists every model, article and goods page, and the club and store pages, in both languages with alternates', async () => {
    const r = await get('/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const map = readSitemap(r.body);
    const db = t.db.db;
    const models = await db.selectFrom('car_models').select('id').execute();
    const news = await db.selectFrom('news').select(['id', 'published_at']).execute();
    const goods = await db.selectFrom('goods').select(['id', 'kind']).where('parent_id', 'is', null).execute();
    expect(models.length).toBeGreaterThan(5);
    expect(news.length).toBeGreaterThan(5);
    expect(goods.length).toBeGreaterThan(5);
    const expectPage = (path: string, lastmod?: string) => {
      const zh = `${ORIGIN}${path}`;
      const en = `${ORIGIN}${path === '/' ? '/en' : `/en${path}`}`;
      for (const loc of [zh, en]) {
        const entry = map.get(loc);
        expect(entry, loc).toBeDefined();
        expect(entry?.alternates).toEqual({ 'zh-CN': zh, en, 'x-default': zh });
        if (lastmod) expect(entry?.lastmod).toBe(lastmod);
      }
    };
    for (const m of models) expectPage(`/pages/detail/car_model_id/${m.id}`);
    for (const n of news) expectPage(`/newsDetail?id=${n.id}`, n.published_at);
    for (const g of goods) expectPage(`/attachmentDetail?id=${g.id}&type=${g.kind === 'equip' ? 2 : 1}`);
    // Events and stores have no page of their own: /club and /market list them all.
    expect(await db.selectFrom('activities').select('id').execute()).not.toHaveLength(0);
    expect(await db.selectFrom('stores').select('id').execute()).not.toHaveLength(0);
    for (const path of ['/', '/club', '/market', '/news', '/vehicleModel', '/upkeep?type=2']) expectPage(path);
    const series = await db.selectFrom('car_groups').select('slug').where('type', '=', 'vehicle_series').where('parent_id', 'is', null).execute();
    for (const s of series) expectPage(`/vehicleModel?name=${s.slug}`);
    const pages = STATIC_PAGES.length + series.length + 2 + models.length + news.length + goods.length;
    expect(map.size).toBe(2 * pages);
    // The raw XML escapes the & of two-parameter URLs.
    expect(r.body).toContain('&amp;type=');
    // No user page is listed.
    for (const loc of map.keys()) expect(loc).not.toMatch(/shoppingCart|payment|userCenter|login/);
  });

  it('lists every public page of the route table and no other', () => {
    const user = ['login', 'shoppingCart', 'payment', 'userCenter', 'outbox'];
    // Pages shown per item (listed from the database) or a form for a chosen model.
    // Search results and the ride pack (noindex: what it shows is this device's) are not pages to list either.
    const perItem = ['carModelDetail', 'detail', 'newsDetail', 'attachmentDetail', 'buy', 'search', 'ridePack'];
    const listed = new Set(STATIC_PAGES.map((p) => p.split('?')[0]));
    // The page list is read as text, as the server reads it (server/ssr.ts): its modules are the app's.
    const pageList = fs.readFileSync(new URL('../../../src/app/page-list.ts', import.meta.url), 'utf8');
    const pages = [...pageList.matchAll(/(\w+): \{ path: '([^']*)'/g)].map((m) => ({ name: m[1]!, path: m[2]! }));
    expect(pages.length).toBeGreaterThan(30);
    for (const { name, path } of pages) {
      if (user.includes(name) || perItem.includes(name)) expect(listed.has(path), name).toBe(false);
      else expect(listed.has(path), name).toBe(true);
    }
  });

  it('uses PUBLIC_URL when set, else the request’s protocol and host (proxy headers only from a trusted proxy)', async () => {
    const loc = (body: string) => /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    expect(loc((await get('/sitemap.xml', { host: 'evil.test/<x>' })).body)).toBe('http://localhost/');
    const proxied = { host: 'internal:9000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.yunling.test' };
    expect(loc((await get('/sitemap.xml', proxied)).body)).toBe('http://internal:9000/');
    const behind = await seoApp(t, { TRUST_PROXY: '127.0.0.1' });
    const viaProxy = await behind.inject({ method: 'GET', url: '/sitemap.xml', headers: proxied });
    expect(loc(viaProxy.body)).toBe('https://www.yunling.test/');
    await behind.close();
    const pub = await seoApp(t, { PUBLIC_URL: 'https://shop.example.com/' });
    expect(loc((await pub.inject({ method: 'GET', url: '/sitemap.xml', headers: proxied })).body)).toBe('https://shop.example.com/');
    expect((await pub.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: https://shop.example.com/sitemap.xml');
    await pub.close();
  });

  it('past the per-file URL limit, /sitemap.xml is an index of parts that together list every page once', async () => {
    const whole = readSitemap((await get('/sitemap.xml')).body);
    const small = await seoApp(t, { PUBLIC_URL: ORIGIN }, { maxUrls: 100 });
    try {
      const index = (await small.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      const doc = new JSDOM(index, { contentType: 'application/xml' }).window.document;
      const parts = Array.from(doc.getElementsByTagNameNS(SM, 'loc')).map((l) => l.textContent ?? '');
      expect(doc.getElementsByTagNameNS(SM, 'sitemap')).toHaveLength(Math.ceil(whole.size / 100));
      const seen = new Set<string>();
      for (const [i, loc] of parts.entries()) {
        expect(loc).toBe(`${ORIGIN}/sitemap.xml?part=${i + 1}`);
        const part = readSitemap((await small.inject({ method: 'GET', url: `/sitemap.xml?part=${i + 1}` })).body);
        expect(part.size).toBeLessThanOrEqual(100);
        for (const [url, entry] of part) {
          expect(seen.has(url)).toBe(false);
          seen.add(url);
          expect(entry).toEqual(whole.get(url));
        }
      }
      expect(seen.size).toBe(whole.size);
      for (const bad of ['0', String(parts.length + 1), 'abc', '1&part=2']) {
        expect((await small.inject({ method: 'GET', url: `/sitemap.xml?part=${bad}` })).statusCode, bad).toBe(404);
      }
    } finally {
      await small.close();
    }
  });

  it('robots.txt allows the site, keeps crawlers out of the API and the user pages, and names the sitemap', async () => {
    const r = await get('/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
    const lines = r.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of [
      '/stage-api/',
      '/shoppingCart',
      '/payment',
      '/userCenter',
      '/login',
      '/en/shoppingCart',
      '/en/payment',
      '/en/userCenter',
      '/en/login',
      '/outbox',
      '/en/outbox',
    ]) {
      expect(lines).toContain(`Disallow: ${p}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:'))).toHaveLength(11);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('is not charged to the API’s request budget', async () => {
    // RATE_LIMIT_MAX is 3 here: the API refuses its fourth call, the sitemap and robots.txt keep answering.
    for (let i = 0; i < 5; i++) {
      expect((await get('/sitemap.xml')).statusCode).toBe(200);
      expect((await get('/robots.txt')).statusCode).toBe(200);
    }
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await t.post('api/content/category', {})).statusCode);
    expect(codes).toContain(429);
  });
});

describe('sitemap memo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it('lists a newly inserted model once the memo expires, without a restart', async () => {
    let clock = 1_000_000;
    const app = await seoApp(t, { PUBLIC_URL: 'https://shop.example.com' }, { now: () => clock });
    try {
      const listed = async (id: number) =>
        (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(`/pages/detail/car_model_id/${id}<`);
      const first = await t.db.db.selectFrom('car_models').selectAll().orderBy('id').executeTakeFirstOrThrow();
      expect(await listed(first.id)).toBe(true);
      const { id: _old, ...copy } = first;
      const inserted = await t.db.db
        .insertInto('car_models')
        .values({ ...copy, slug: 'seo-new-model' })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect(await listed(inserted.id)).toBe(false);
      clock += SITEMAP_MEMO_MS - 1;
      expect(await listed(inserted.id)).toBe(false);
      clock += 1;
      expect(await listed(inserted.id)).toBe(true);
    } finally {
      await app.close();
    }
  });
});
