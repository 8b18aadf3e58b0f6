import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { buildApp } from '../../../server/app.ts';
import { redactUrl } from '../../../server/lib/redact.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-dist-'));
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(dist, 'index-en.html'), '<!doctype html><html lang="en-US"><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), js);
fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), zlib.brotliCompressSync(js));
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x=1');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"x"}');
fs.mkdirSync(path.join(dist, 'server'));
fs.writeFileSync(path.join(dist, 'server', 'chunk.js'), 'export {}');
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');

const logs: string[] = [];
const stream = new PassThrough();
stream.on('data', (c: Buffer) => logs.push(c.toString()));
const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  await migrateToLatest(db);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'info', DIST_DIR: dist }),
    db,
    serveSite: true,
    logStream: stream,
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built site', () => {
  it.each(['/', '/news', '/en/aboutUs', '/upkeep?type=1'])(
    'without a server entry in the build, %s is the plain template (rendered in the browser)',
    async (url) => {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toMatch(/text\/html/);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('<div id="root"></div>');
    },
  );

  it('the server entry and the build manifest are never served', async () => {
    expect((await app.inject({ method: 'GET', url: '/server/chunk.js' })).statusCode).toBe(404);
    // A dot folder is not even listed: that address is a page like any other.
    const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).toContain('<div id="root">');
  });

  it('hashed assets are immutable for a year and sent precompressed', async () => {
    const r = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-encoding']).toBe('br');
  });

  it("hashed assets carry the resource headers, not the page's: no document-only headers, a policy that allows nothing", async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(asset.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
    const bytes = (r: typeof asset) => Object.entries(r.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(bytes(page) - bytes(asset)).toBeGreaterThan(300);
    // The worker's script is not under /assets/: its policy is the page's (a worker runs under its script's CSP).
    expect(String((await app.inject({ method: 'GET', url: '/sw.js' })).headers['content-security-policy'])).toMatch(/script-src 'self'/);
  });

  it("a hashed file the build does not have is a plain 404, not the site's page", async () => {
    for (const url of ['/assets/home-page-Gone1.js', '/assets/nested/x.css']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(r.body, url).not.toContain('<div id="root">');
    }
  });

  it('the worker and the manifest revalidate', async () => {
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    const m = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(m.headers['cache-control']).toBe('no-cache');
    expect(m.headers['content-type']).toMatch(/application\/manifest\+json/);
  });

  it('API JSON is compressed when large', async () => {
    const r = await app.inject({ method: 'GET', url: '/stage-api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(r.headers['content-encoding']).toBe('gzip');
  });

  it('sends the security headers of the baseline', async () => {
    const r = await app.inject({ method: 'GET', url: '/' });
    const csp = String(r.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(r.headers['referrer-policy']).toBe('same-origin');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('access logs never contain the token', async () => {
    const secret = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    await app.inject({
      method: 'POST',
      url: `/stage-api/addons/litestore/api.goods/get_car_goods?token=${secret}&x=1`,
      headers: { token: secret },
      payload: { group_id: 2, token: secret },
    });
    await new Promise((r) => setTimeout(r, 50));
    const text = logs.join('');
    expect(text).toContain('get_car_goods');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain(secret);
  });

  it('redactUrl handles every position of the token parameter', () => {
    expect(redactUrl('/a?token=x')).toBe('/a?token=[redacted]');
    expect(redactUrl('/a?b=1&token=x&c=2')).toBe('/a?b=1&token=[redacted]&c=2');
    expect(redactUrl('/a?TOKEN=x')).toBe('/a?TOKEN=[redacted]');
    expect(redactUrl('/a?mytoken=x')).toBe('/a?mytoken=x');
  });
});
