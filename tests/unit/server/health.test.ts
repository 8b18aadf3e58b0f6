import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { buildApp } from '../../../server/app.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // A budget of 3 API calls a minute: the probes must not spend it.
  t = await makeTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('/healthz: the process is up (200 envelope, never cached)', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { status: 'up' } });
  });

  it('/readyz: the database answers (200 with its dialect, never cached)', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { status: 'ready', database: t.db.dialect } });
  });

  it('HEAD works too (load balancers often probe with it)', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('probes are outside the API rate limit, which still applies to /stage-api', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 5; i++) api.push((await t.post('api/user/userinfo')).statusCode);
    expect(api).toContain(429);
  });

  it('are not in the OpenAPI document (they are not part of the contract)', async () => {
    const doc = t.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.includes('healthz') || p.includes('readyz'))).toBe(false);
  });
});

describe('when the database is gone', () => {
  it('/readyz answers a retryable 503 in the prober’s language; /healthz stays 200', async () => {
    const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db });
    await sql`select 1`.execute(db.db);
    await db.close();
    try {
      const en = await app.inject({ url: '/readyz', headers: { 'accept-language': 'en-US,en;q=0.9' } });
      expect(en.statusCode).toBe(503);
      expect(en.headers['retry-after']).toBe('2');
      expect(en.headers['cache-control']).toBe('no-store');
      expect(en.json()).toEqual({
        code: 503,
        msg: 'The service is briefly unavailable. Please try again in a moment',
        data: { retryable: true, retry_after_ms: 2000 },
      });
      const zh = await app.inject({ url: '/readyz' });
      expect(zh.json()).toMatchObject({ code: 503, msg: '服务暂时不可用，请稍后重试' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
