// `npx tsx tests/bench/shared-limit.ts` (DATABASE_URL required): requests/s of the cached catalog call on
// PostgreSQL with the API budget shared between instances (decision 040) and without (the limiter alone),
// in interleaved rounds, medians. Both apps run in one child process on one seeded schema; the load
// (autocannon, 50 connections, one client IP) comes from this process.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';
import { buildApp } from '../../server/app.ts';

const URL_ = process.env.DATABASE_URL;
const DURATION = Number(process.env.BENCH_SECONDS || 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const PATH = '/stage-api/api/car_info/get_cars_by_type';
const BODY = JSON.stringify({ group_id: 2, lang: 0, type: 'displacement' });

async function admin(q: string): Promise<void> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  await c.query(q);
  await c.end();
}

/** Child: the same seeded schema served twice, with the shared budget and with the local one only. */
async function serve(schema: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' });
  const shared = openDatabase({ databaseUrl: URL_, dataDir: '', pgSchema: schema });
  await migrateToLatest(shared);
  await seed(shared);
  // The same PostgreSQL handle, presented as a one-process database: buildApp then shares nothing.
  const local = openDatabase({ databaseUrl: URL_, dataDir: '', pgSchema: schema });
  const apps: FastifyInstance[] = [await buildApp({ config, db: shared }), await buildApp({ config, db: { ...local, dialect: 'sqlite' } })];
  const urls = await Promise.all(apps.map((a) => a.listen({ port: 0, host: '127.0.0.1' })));
  process.stdout.write(`${JSON.stringify({ shared: urls[0], local: urls[1] })}\n`);
  process.once('SIGTERM', () => void Promise.all(apps.map((a) => a.close())).finally(() => process.exit(0)));
}

/** The server process's CPU time so far, in ms (Linux /proc; utime + stime at 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Requests/s, and the server's CPU µs per request (steadier than req/s when other work shares the cores). */
async function load(url: string, pid: number): Promise<{ rps: number; cpuUs: number }> {
  const cpu0 = cpuMs(pid);
  const r = await autocannon({
    url: `${url}${PATH}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body: BODY,
    connections: 50,
    duration: DURATION,
  });
  if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, cpuUs: ((cpuMs(pid) - cpu0) * 1000) / (r.requests.average * DURATION) };
}

async function main(): Promise<void> {
  if (!URL_) throw new Error('set DATABASE_URL');
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  await admin(`create schema ${schema}`);
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve', schema], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const urls = await new Promise<{ shared: string; local: string }>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (c: Buffer) => {
        buf += c.toString();
        if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]) as { shared: string; local: string });
      });
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const pid = child.pid ?? 0;
    await load(urls.shared, pid);
    await load(urls.local, pid);
    const runs = { shared: [] as { rps: number; cpuUs: number }[], local: [] as { rps: number; cpuUs: number }[] };
    const show = (m: { rps: number; cpuUs: number }) => `${m.rps.toFixed(0)} req/s ${m.cpuUs.toFixed(1)} µs CPU/req`;
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? (['shared', 'local'] as const) : (['local', 'shared'] as const);
      for (const k of order) runs[k].push(await load(urls[k], pid));
      console.log(`  round ${i + 1}: shared ${show(runs.shared[i])}, local ${show(runs.local[i])}`);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const m = (k: 'shared' | 'local', f: 'rps' | 'cpuUs') => median(runs[k].map((r) => r[f]));
    console.log(
      `cached get_cars_by_type on PostgreSQL, ${ROUNDS}×${DURATION}s, medians: shared ${m('shared', 'rps').toFixed(0)} req/s ${m('shared', 'cpuUs').toFixed(1)} µs/req, local ${m('local', 'rps').toFixed(0)} req/s ${m('local', 'cpuUs').toFixed(1)} µs/req`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin(`drop schema ${schema} cascade`);
  }
}

(process.argv[2] === 'serve' ? serve(process.argv[3] ?? '') : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
