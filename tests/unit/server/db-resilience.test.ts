import net from 'node:net';
import crypto from 'node:crypto';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, PG_CONNECT_TIMEOUT_MS } from '../../../server/db/database.ts';
import { buildApp } from '../../../server/app.ts';
import { isDatabaseUnavailable } from '../../../server/lib/db-errors.ts';
import { makeTestApp, type TestApp } from './helpers.ts';

const url = process.env.DATABASE_URL;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asserts the retryable 503 envelope an outage must give, in the request's language. */
function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, lang: 0 | 1) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('2');
  expect(res.json()).toEqual({
    code: 503,
    msg: lang === 1 ? 'The service is briefly unavailable. Please try again in a moment' : '服务暂时不可用，请稍后重试',
    data: { retryable: true, retry_after_ms: 2000 },
  });
}

describe('which errors mean "the database is unavailable"', () => {
  it('connection failures, admin shutdown, cannot-connect-now, class 08, pool time-outs and SQLite busy', () => {
    const yes = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('connection does not exist'), { code: '08003' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout', { cause: new Error('Connection terminated unexpectedly') }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'connect failed'),
      new Error('wrapped', { cause: Object.assign(new Error('x'), { code: '57P01' }) }),
    ];
    for (const err of yes) expect(isDatabaseUnavailable(err), err.message).toBe(true);
    const no = [
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('invalid input syntax'), { code: '22P02' }),
      Object.assign(new Error('value out of range'), { code: '22003' }),
      Object.assign(new Error('constraint'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      new SyntaxError('Unexpected token'),
      new Error('Connection'),
      null,
      'ECONNREFUSED',
    ];
    for (const err of no) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });

  it('a real SQLITE_BUSY from better-sqlite3 counts', () => {
    const file = `/tmp/yl-busy-${crypto.randomBytes(4).toString('hex')}.sqlite`;
    const a = new SQLite(file);
    const b = new SQLite(file);
    b.pragma('busy_timeout = 0');
    a.exec('create table t (x int); begin exclusive');
    let err: unknown;
    try {
      b.prepare('insert into t values (1)').run();
    } catch (e) {
      err = e;
    }
    a.exec('rollback');
    a.close();
    b.close();
    expect((err as { code?: string }).code).toBe('SQLITE_BUSY');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});

describe('a PostgreSQL that cannot be reached', () => {
  it('refused connections: every database call is a retryable 503 in the request language; /healthz stays 200', async () => {
    const db = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9198/nothing_listens_here', dataDir: '' });
    const app = await buildApp({ config, db });
    try {
      const zh = await app.inject({
        method: 'POST',
        url: '/stage-api/api/car_info/get_cars_by_type',
        payload: { group_id: 2, lang: 0, type: 'displacement' },
      });
      expectUnavailable(zh, 0);
      const en = await app.inject({ method: 'POST', url: '/stage-api/api/about_us/get_partner', payload: { group_id: 2, lang: 1 } });
      expectUnavailable(en, 1);
      const ready = await app.inject({ url: '/readyz', headers: { 'accept-language': 'en-GB' } });
      expectUnavailable(ready, 1);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('a server that accepts but never answers: requests fail fast (pool time-out), /readyz faster still', async () => {
    const held: net.Socket[] = [];
    const blackHole = net.createServer((s) => held.push(s));
    // An ephemeral port, so parallel runs (SQLite and PostgreSQL passes) never collide.
    await new Promise<void>((r) => blackHole.listen(0, '127.0.0.1', r));
    const { port } = blackHole.address() as net.AddressInfo;
    const db = openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x`, dataDir: '' });
    const app = await buildApp({ config, db });
    try {
      await app.ready();
      let t0 = Date.now();
      const ready = await app.inject({ url: '/readyz' });
      expectUnavailable(ready, 0);
      expect(Date.now() - t0).toBeLessThan(PG_CONNECT_TIMEOUT_MS);
      t0 = Date.now();
      const res = await app.inject({ method: 'POST', url: '/stage-api/api/about_us/get_partner', payload: { group_id: 2 } });
      expectUnavailable(res, 0);
      expect(Date.now() - t0).toBeLessThan(PG_CONNECT_TIMEOUT_MS + 1500);
    } finally {
      await app.close();
      await db.close();
      held.forEach((s) => s.destroy());
      blackHole.close();
    }
  });
});

describe('SQLite busy past its time-out', () => {
  it('is a retryable 503, not a 500', async () => {
    const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
    const app = await buildApp({ config, db });
    app.post('/stage-api/__probe/busy', async () => {
      throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    });
    try {
      expectUnavailable(await app.inject({ method: 'POST', url: '/stage-api/__probe/busy', payload: { lang: 1 } }), 1);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe.skipIf(!url)('PostgreSQL drops the pool’s connections (pg_terminate_backend)', () => {
  let t: TestApp;
  let admin: pg.Client;
  const marker = `yl_probe_${crypto.randomBytes(4).toString('hex')}`;

  /** Terminates every backend of this test's pool (named by application_name); returns how many. */
  async function killPool(): Promise<number> {
    const r = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [poolName]);
    return r.rowCount ?? 0;
  }
  let poolName = '';

  beforeAll(async () => {
    t = await makeTestApp();
    // A call that holds its connection for a while, so a test can kill it mid-query.
    t.app.post('/stage-api/__probe/slow', async () => {
      await sql.raw(`select pg_sleep(3) /* ${marker} */`).execute(t.app.db.db);
      return { code: 1, msg: 'ok', data: null };
    });
    // A transaction that pauses between two queries: its client is checked out but idle when killed.
    t.app.post('/stage-api/__probe/pause', async () => {
      await t.app.db.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await sleep(600);
        await sql`select 1`.execute(trx);
      });
      return { code: 1, msg: 'ok', data: null };
    });
    const r = await sql<{ name: string }>`select current_setting('application_name') as name`.execute(t.app.db.db);
    poolName = r.rows[0].name;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  it('idle connections killed: no crash, the pool reconnects, every call succeeds', async () => {
    // Open several connections, then leave them idle in the pool.
    await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.05)`.execute(t.app.db.db)));
    expect(await killPool()).toBeGreaterThan(1);
    await sleep(200); // the idle clients hear the termination (an unheard 'error' event would crash the process)
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.post('api/service/theft_security_service', { name: 'Li', phone: `1390000${String(1000 + i)}`, consent: true })),
    );
    for (const r of replies) expect(r.json()).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
  });

  it('a query killed mid-flight answers a retryable 503 (in English for lang 1), then the next call succeeds', async () => {
    const pending = t.app.inject({ method: 'POST', url: '/stage-api/__probe/slow', payload: { lang: 1 } });
    let killed = 0;
    for (let i = 0; i < 40 && killed === 0; i++) {
      await sleep(50);
      const r = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query like '%${marker}%' and pid <> pg_backend_pid()`,
      );
      killed = r.rowCount ?? 0;
    }
    expect(killed).toBe(1);
    expectUnavailable(await pending, 1);
    const next = await t.post('api/about_us/get_partner');
    expect(next.statusCode, next.body).toBe(200);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('a checked-out client killed between two queries of a transaction: 503, no crash', async () => {
    const pending = t.app.inject({ method: 'POST', url: '/stage-api/__probe/pause', payload: {} });
    await sleep(250);
    expect(await killPool()).toBeGreaterThan(0);
    expectUnavailable(await pending, 0);
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('under load with connections killed every 150 ms: only successes and 503 envelopes, no acknowledged write lost', async () => {
    const statuses = new Map<number, number>();
    const acknowledged: number[] = [];
    let kills = 0;
    const until = Date.now() + 2500;
    const killer = (async () => {
      while (Date.now() < until) {
        await sleep(150);
        if (Date.now() < until - 100) kills += await killPool();
      }
    })();
    const worker = async (w: number) => {
      for (let i = 0; Date.now() < until; i++) {
        t.app.replyCache.clear(); // catalog reads must reach the database
        const write = i % 2 === 0;
        const res = write
          ? await t.post('api/service/theft_security_service', {
              name: 'Load',
              phone: `137${String(w).padStart(2, '0')}${String(i).padStart(6, '0')}`,
              consent: true,
            })
          : await t.post('api/car_info/get_cars_by_type', { type: 'displacement' });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const body = res.json() as { code: number; msg: string; data: { id?: number; retryable?: boolean } | null };
        expect(typeof body.msg).toBe('string');
        if (res.statusCode === 503) expect(body.data?.retryable).toBe(true);
        else expect(res.statusCode, JSON.stringify(body)).toBe(200);
        if (write && body.code === 1 && body.data?.id) acknowledged.push(body.data.id);
      }
    };
    await Promise.all([killer, ...Array.from({ length: 6 }, (_, w) => worker(w))]);
    expect(kills).toBeGreaterThan(0);
    expect([...statuses.keys()].every((s) => s === 200 || s === 503)).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(0);
    // Recovered: ready again (a probe on a connection killed an instant before may fail once), and every
    // write the server acknowledged is stored.
    let ready = 0;
    for (let i = 0; i < 20 && ready !== 200; i++) {
      if (i > 0) await sleep(100);
      ready = (await t.app.inject({ url: '/readyz' })).statusCode;
    }
    expect(ready).toBe(200);
    const stored = await t.app.db.db.selectFrom('service_enquiries').select('id').where('id', 'in', acknowledged).execute();
    expect(stored.length).toBe(acknowledged.length);
  });
});
