import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { buildApp } from '../../../server/app.ts';
import { serverPageLinks, styleSheetsIn, withServerPage } from '../../../server/page-shell.ts';

/** The shape the build gives index.html (vite.config.ts `staticShell`). */
const template = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><script type="module" crossorigin src="/assets/shell-S1.js"></script>` +
  `<link rel="stylesheet" crossorigin href="/assets/shell-C1.css"></head>` +
  `<body><div id="root" inert=""><header>static header</header><main><div role="status"></div></main></div>` +
  `<noscript>enable JavaScript</noscript></body></html>`;

const sheets = (href: string) => ({ '/assets/shell-C1.css': '.shell{color:red}', '/assets/detail-D1.css': '.hero{color:blue}' })[href];

describe('withServerPage', () => {
  it('puts the page in #root with its marker, inlines the sheets (with disabled links for the loader) and lowers the scripts’ priority', () => {
    const html = withServerPage(template('zh-CN'), '<main>the page</main>', 'carModelDetail', ['/assets/detail-D1.css'], sheets)!;
    expect(html).toContain(
      '<div id="root" inert="" data-page="carModelDetail"><main>the page</main><span id="page-end" hidden></span></div><noscript>',
    );
    // The first paint waits for the whole page (no paint of half a page, whose rows would then move).
    expect(html).toContain('<link rel="expect" href="#page-end" blocking="render"></head>');
    expect(html).not.toContain('static header');
    expect(html).toContain('<style>.shell{color:red}</style><link rel="stylesheet" crossorigin href="/assets/shell-C1.css" disabled>');
    expect(html).toContain(
      '<style>.hero{color:blue}</style><link rel="stylesheet" crossorigin href="/assets/detail-D1.css" disabled><link rel="expect" href="#page-end" blocking="render"></head>',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/shell-S1.js">');
    // Only the one #root, and the rest of the document as it was.
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.endsWith('<noscript>enable JavaScript</noscript></body></html>')).toBe(true);
  });

  it('keeps a sheet it cannot inline as a blocking link, and ignores anything that is not a built asset', () => {
    const html = withServerPage(template('zh-CN'), 'x', 'news', ['/assets/news-N1.css', 'https://evil.example/x.css'], sheets)!;
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/news-N1.css"><link rel="expect"');
    expect(html).not.toContain('evil.example');
  });

  it('refuses a template without the build’s shape', () => {
    expect(withServerPage('<html><body><div id="root"></div></body></html>', 'x', 'index', [], sheets)).toBeUndefined();
    expect(withServerPage(template('zh-CN').replace('<noscript>enable JavaScript</noscript>', ''), 'x', 'index', [], sheets)).toBeUndefined();
  });
});

describe('styleSheetsIn and serverPageLinks', () => {
  it('reads built sheets only, and never one that could close the <style> element', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-css-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'a-1.css'), '.a{b:c}');
    fs.writeFileSync(path.join(dir, 'assets', 'b-2.css'), '.a{content:"</style><script>"}');
    const read = styleSheetsIn(dir);
    expect(read('/assets/a-1.css')).toBe('.a{b:c}');
    expect(read('/assets/b-2.css')).toBeUndefined();
    expect(read('/assets/missing-3.css')).toBeUndefined();
    expect(read('/../../etc/passwd')).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('preloads a rendered page’s translations (with the Chinese fallback on English pages), never anything but a built asset', () => {
    const files = { css: [], namespaces: ['catalog', 'shop'] };
    const translations = { 'zh/catalog': '/assets/catalog-Z.json', 'en/catalog': '/assets/catalog-E.json', 'zh/shop': 'https://evil.example/x.json' };
    expect(serverPageLinks(files, translations, 'zh')).toEqual(['</assets/catalog-Z.json>; rel=preload; as=fetch; crossorigin']);
    expect(serverPageLinks(files, translations, 'en')).toEqual([
      '</assets/catalog-E.json>; rel=preload; as=fetch; crossorigin',
      '</assets/catalog-Z.json>; rel=preload; as=fetch; crossorigin',
    ]);
  });
});

// The server with a stand-in for the build's renderer (dist/server/page-shell.mjs): it renders from the
// catalog answers the server hands it, counts its renders, fails on request and knows one page only.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-ssr-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(path.join(dist, 'index.html'), template('zh-CN'));
fs.writeFileSync(path.join(dist, 'index-en.html'), template('en-US'));
fs.writeFileSync(path.join(dist, 'assets', 'shell-C1.css'), '.shell{color:red}');
fs.writeFileSync(path.join(dist, 'assets', 'detail-D1.css'), '.hero{color:blue}');
fs.writeFileSync(
  path.join(dist, 'preloads.json'),
  JSON.stringify({
    translations: { 'zh/catalog': '/assets/catalog-Z.json' },
    serverPages: { carModelDetail: { css: ['/assets/detail-D1.css'], namespaces: ['catalog'] } },
  }),
);
fs.writeFileSync(
  path.join(dist, 'server', 'page-shell.mjs'),
  `let answer;
export let renders = 0;
export function answerCatalogWith(a) { answer = a; }
export async function renderPage(url) {
  renders++;
  const id = Number(url.split('?')[0].split('/').pop());
  if (url.includes('fail=1')) throw new Error('render failed');
  if (url.includes('slow=')) await new Promise((r) => setTimeout(r, 200));
  const info = await answer({ path: 'api/car_info/get_car_info', body: { car_model_id: id, group_id: 2, lang: url.startsWith('/en/') ? 1 : 0 } });
  return info ? '<h1>' + info.car_model_name + '</h1>' : undefined;
}
`,
);

const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
let app: Awaited<ReturnType<typeof buildApp>>;
let renderer: { renders: number };

beforeAll(async () => {
  await migrateToLatest(db);
  await seed(db);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'silent', DIST_DIR: dist, RATE_LIMIT_MAX: '100000' }),
    db,
    serveSite: true,
  });
  renderer = (await import(path.join(dist, 'server', 'page-shell.mjs'))) as { renders: number };
});
afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('pages the server renders', () => {
  it('answers a model detail page with the page rendered from the real catalog answer, its sheets inline and its translations preloaded', async () => {
    const info = (
      await app.inject({ method: 'POST', url: '/stage-api/api/car_info/get_car_info', payload: { car_model_id: 1, group_id: 2, lang: 0 } })
    ).json() as {
      data: { car_model_name: string };
    };
    const r = await app.inject({ method: 'GET', url: '/pages/detail/car_model_id/1' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.body).toContain(
      `<div id="root" inert="" data-page="carModelDetail"><h1>${info.data.car_model_name}</h1><span id="page-end" hidden></span></div>`,
    );
    expect(r.body).toContain('<style>.hero{color:blue}</style>');
    expect(String(r.headers.link)).toContain('</assets/catalog-Z.json>; rel=preload; as=fetch; crossorigin');
    expect(String(r.headers.link)).not.toContain('rel=modulepreload; crossorigin; fetchpriority');
    expect(String(r.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
  });

  it('serves the static shell when the page cannot be rendered: an unknown model, a failing render, a page it does not render', async () => {
    for (const url of ['/pages/detail/car_model_id/999999', '/pages/detail/car_model_id/2?fail=1', '/news', '/aboutUs']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('<div id="root" inert=""><header>static header</header>');
      expect(r.body, url).not.toContain('data-page');
    }
  });

  it('reuses a rendered page for the same address for a while', async () => {
    const before = renderer.renders;
    await app.inject({ method: 'GET', url: '/pages/detail/car_model_id/3' });
    await app.inject({ method: 'GET', url: '/pages/detail/car_model_id/3' });
    expect(renderer.renders - before).toBe(1);
    await app.inject({ method: 'GET', url: '/pages/detail/car_model_id/3?color=x' });
    expect(renderer.renders - before).toBe(2);
  });

  it('serves the static shell rather than queueing a burst of new addresses behind each other', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ method: 'GET', url: `/pages/detail/car_model_id/1?slow=${i}` })),
    );
    const rendered = replies.filter((r) => r.body.includes('data-page')).length;
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThanOrEqual(8);
  });

  it('never serves the renderer itself', async () => {
    for (const url of ['/server/page-shell.mjs', '/server/', '/server/../server/page-shell.mjs']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.body, url).not.toContain('answerCatalogWith');
    }
  });
});
