// One API budget per client across instances (decision 040): the limiter hands its hits over and learns
// the totals; on PostgreSQL, two apps on one database refuse a client over the budget of the sum.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiRateLimiter } from '../../../server/lib/rate-limit.ts';
import { SharedRateLimitCounts } from '../../../server/lib/rate-limit-shared.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { buildApp } from '../../../server/app.ts';

describe('ApiRateLimiter hand-over', () => {
  it('keeps the hits since the last hand-over and learns totals plus what came since', () => {
    const now = 60_000;
    const l = new ApiRateLimiter(10, 60_000);
    l.clock = () => now;
    expect(l.takeDeltas()).toBeNull();
    l.enableSharing();
    l.hit('a');
    l.hit('a');
    l.hit('b');
    const batch = l.takeDeltas();
    expect(batch?.window).toBe(60_000);
    expect([...(batch?.deltas ?? [])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    // A hit while the flush is on its way, then the totals (another instance counted 5 for `a`).
    expect(l.hit('a')).toBe(3);
    l.learn(60_000, [
      ['a', 7],
      ['b', 1],
    ]);
    expect(l.hit('a')).toBe(9);
    expect(l.hit('b')).toBe(2);
    // Totals of another window, or of a key this instance does not count, change nothing.
    l.learn(0, [['a', 100]]);
    l.learn(60_000, [['z', 100]]);
    expect(l.hit('a')).toBe(10);
    expect(l.hit('z')).toBe(1);
  });

  it('puts failed deltas back for the next flush, unless their window has ended', () => {
    let now = 0;
    const l = new ApiRateLimiter(10, 1_000);
    l.clock = () => now;
    l.enableSharing();
    l.hit('a');
    const failed = l.takeDeltas();
    l.hit('a');
    l.restoreDeltas(failed!.window, failed!.deltas);
    expect(l.takeDeltas()?.deltas.get('a')).toBe(2);
    l.hit('a');
    const late = l.takeDeltas();
    now = 1_000;
    l.hit('b');
    l.restoreDeltas(late!.window, late!.deltas);
    expect([...(l.takeDeltas()?.deltas ?? [])]).toEqual([['b', 1]]);
  });
});

describe('SharedRateLimitCounts without its database', () => {
  it('keeps counting alone, keeps the deltas for later and warns once', async () => {
    // SQLite has no unnest(): every flush fails, as against a PostgreSQL that is down.
    const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
    const warnings: string[] = [];
    const log = { warn: (_o: unknown, msg: string) => warnings.push(msg) } as unknown as FastifyBaseLogger;
    const l = new ApiRateLimiter(3);
    const shared = new SharedRateLimitCounts(l, db.db, log);
    l.hit('a');
    await shared.flush();
    l.hit('a');
    await shared.flush();
    expect(l.hit('a')).toBe(3);
    expect(l.hit('a')).toBe(4);
    expect(l.takeDeltas()?.deltas.get('a')).toBe(4);
    expect(warnings).toHaveLength(1);
    await shared.stop();
    await db.close();
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('shared counts on PostgreSQL', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(q);
    await c.end();
  };

  beforeAll(async () => {
    await admin(`create schema ${schema}`);
    for (let i = 0; i < 2; i++) dbs.push(openDatabase({ databaseUrl: url, dataDir: '', pgSchema: schema }));
    await migrateToLatest(dbs[0]!);
    await seed(dbs[0]!);
    for (const db of dbs) apps.push(await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '6' }), db }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await admin(`drop schema ${schema} cascade`);
  });

  it('adds every instance’s deltas in one statement and returns the totals', async () => {
    const [a, b] = [new ApiRateLimiter(100), new ApiRateLimiter(100)];
    const now = Date.now();
    a.clock = b.clock = () => now;
    const [sa, sb] = [new SharedRateLimitCounts(a, dbs[0]!.db, apps[0]!.log), new SharedRateLimitCounts(b, dbs[1]!.db, apps[1]!.log)];
    for (let i = 0; i < 3; i++) a.hit('198.51.100.1');
    for (let i = 0; i < 4; i++) b.hit('198.51.100.1');
    b.hit('198.51.100.2');
    await Promise.all([sa.flush(), sb.flush()]);
    await sa.flush();
    // `a` learnt the total when it flushed last or, if it flushed first, learns it at its next hit's flush.
    a.hit('198.51.100.1');
    await sa.flush();
    expect(a.hit('198.51.100.1')).toBe(9);
    expect(b.hit('198.51.100.2')).toBe(2);
    await Promise.all([sa.stop(), sb.stop()]);
  });

  it('refuses a client over the budget of both instances together, within one flush', async () => {
    const cars = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/stage-api/api/car_info/get_cars_by_type',
        remoteAddress: '203.0.113.50',
        payload: { group_id: 2, type: 'displacement' },
      });
    const sms = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/stage-api/api/user/mobilelogin',
        remoteAddress: '203.0.113.50',
        payload: { group_id: 2, mobile: '13900000000', captcha: '000000', consent: true },
      });
    // A fixed time in the middle of a window: the test never straddles two.
    const mid = Date.now() - (Date.now() % 60_000) + 30_000;
    for (const app of apps) app.apiRateLimiter.clock = () => mid;
    // Both paths (the catalog's own hook, the plugin's store) count: 6 requests, 3 on each instance.
    for (let i = 0; i < 3; i++) {
      expect((await cars(apps[i % 2]!)).statusCode).toBe(200);
      expect((await sms(apps[(i + 1) % 2]!)).statusCode).toBe(200);
    }
    // What the 200 ms timer does, in order (twice each: a flush already under way may predate a hit).
    const flushes = async () => {
      for (const app of apps) for (let i = 0; i < 2; i++) await app.sharedRateLimits!.flush();
    };
    await flushes();
    // An instance learns a key's total when it flushes its own hits on that key: the next request on
    // each may still pass (a grace of one flush interval), and teaches it the total of 8.
    await cars(apps[0]!);
    await sms(apps[1]!);
    await flushes();
    // Each instance alone has seen 4 of a budget of 6: only the shared total refuses the next ones.
    expect((await cars(apps[0]!)).statusCode).toBe(429);
    expect((await sms(apps[1]!)).statusCode).toBe(429);
    expect((await cars(apps[1]!)).statusCode).toBe(429);
  });
});
