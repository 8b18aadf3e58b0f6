// `npm run bench:api`: requests/s of a cached catalog call (get_cars_by_type, full plugin stack:
// helmet, rate limit, validation, compression) next to a bare Fastify route, in one run, and their ratio.
// Both servers run in a child process; the load generator (autocannon) runs here, so it never competes
// with the servers for their event loop. Requests carry a browser's Accept-Encoding.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';
import { buildApp } from '../../server/app.ts';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);

async function measure(url: string, body: string): Promise<number> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** Child: start the real app (seeded SQLite) and a bare Fastify route, print their URLs, wait. */
async function serve(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-bench-'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  await seed(db);
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000', DATA_DIR: dataDir }), db });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ code: 1, msg: 'ok', data: null }));
  const urls = { ours: await listen(app), bare: await listen(bare) };
  process.stdout.write(`${JSON.stringify(urls)}\n`);
  process.once('SIGTERM', () => {
    void Promise.all([app.close(), bare.close()]).then(() => db.close()).finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise<{ ours: string; bare: string }>((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString();
      if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]) as { ours: string; bare: string });
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  try {
    const catalogBody = JSON.stringify({ group_id: 2, lang: 0, type: 'displacement' });
    const ourUrl = `${urls.ours}/stage-api/api/car_info/get_cars_by_type`;
    const sample = await fetch(ourUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: catalogBody });
    const bytes = (await sample.text()).length;
    // Warm up both, then alternate rounds so drift on a shared machine hits both alike.
    await measure(`${urls.bare}/bare`, '{}');
    await measure(ourUrl, catalogBody);
    const bareRuns: number[] = [];
    const ourRuns: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      bareRuns.push(await measure(`${urls.bare}/bare`, '{}'));
      ourRuns.push(await measure(ourUrl, catalogBody));
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const bareRps = avg(bareRuns);
    const ourRps = avg(ourRuns);
    const ratio = ourRps / bareRps;
    console.log(`\nAPI benchmark (${os.cpus().length} cores, ${CONNECTIONS} connections, ${ROUNDS}×${DURATION}s each, servers in one child process, load from the parent)`);
    console.log(`  bare Fastify route             ${bareRps.toFixed(0).padStart(8)} req/s`);
    console.log(`  get_cars_by_type (cached)      ${ourRps.toFixed(0).padStart(8)} req/s   (${(bytes / 1024).toFixed(1)} KB JSON, sent brotli-compressed)`);
    console.log(`  ratio                          ${ratio.toFixed(2)}   (target ≥ 0.60: ${ratio >= 0.6 ? 'met' : 'NOT met'})\n`);
  } finally {
    child.kill('SIGTERM');
  }
}

(process.argv[2] === 'serve' ? serve() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
