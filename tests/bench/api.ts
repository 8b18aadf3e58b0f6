// `npm run bench:api`: first, per-call tables at scale 1 and SEED_SCALE 100 (reply sizes, latency,
// requests/s; api-calls.ts); then requests/s of a cached catalog call (get_cars_by_type, full production stack:
// security headers, the per-IP API rate limit, body and query validation, a precompressed memoised reply)
// next to a bare Fastify route, in one run, and their ratio.
// Both servers run in one child process; the load generator runs here, so it never competes with the
// servers for their event loop. Both routes get the same requests: same connections, keep-alive, one
// request in flight per connection, a browser's Accept-Encoding.
//
// The load generator is autocannon, with reply bodies left uncollected (see autocannonLoad), and the
// bench reports its CPU use: the measurement is only meaningful while the servers, not the client, are
// saturated. BENCH_CLIENT=keep-alive runs a minimal keep-alive HTTP/1.1 client instead, as a cross-check
// (decision 005).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seed } from '../../server/db/seed/index.ts';
import { buildApp } from '../../server/app.ts';
import { CALLS, callBody, printTable, replySizes, type CallRun } from './api-calls.ts';

const DURATION = Number(process.env.BENCH_SECONDS || 6);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const CLIENT = process.env.BENCH_CLIENT === 'keep-alive' ? 'keep-alive' : 'autocannon';
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' };
const SCALES = (process.env.BENCH_SCALES || '1,100').split(',').map(Number);
const CALL_SECONDS = Number(process.env.BENCH_CALL_SECONDS || 1.5);
const CALL_ROUNDS = Number(process.env.BENCH_CALL_ROUNDS || 3);
const CALL_CONNECTIONS = Number(process.env.BENCH_CALL_CONNECTIONS || 10);
/** Latency is measured one request at a time, as a visitor's browser asks: queueing behind other clients' requests would hide the call's own cost. */
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS || 1);

interface Measurement {
  rps: number;
  /** The load generator's CPU time over the wall time (1 = one core saturated); NaN when unknown. */
  clientCpu: number;
  /** Content-Encoding of the replies (checked to be the same on every reply). */
  encoding: string;
  /** Latency percentiles in ms (autocannon only; NaN for the keep-alive client). */
  p50: number;
  p99: number;
}

/**
 * Closed-loop load: `CONNECTIONS` keep-alive sockets, each sending the next request as soon as the
 * previous reply is complete. Replies are framed by Content-Length (chunked replies are an error) and
 * their status must be 2xx. Counts replies completed during `DURATION` seconds after a 0.5 s warm-up.
 */
async function keepAliveLoad(url: string, body: string): Promise<Measurement> {
  const u = new URL(url);
  const head = [
    `POST ${u.pathname}${u.search} HTTP/1.1`,
    `host: ${u.host}`,
    ...Object.entries(HEADERS).map(([k, v]) => `${k}: ${v}`),
    `content-length: ${Buffer.byteLength(body)}`,
    '',
    '',
  ].join('\r\n');
  const request = Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body)]);
  let counting = false;
  let stopped = false;
  let completed = 0;
  let failure: Error | undefined;
  const encodings = new Set<string>();
  const sockets = await Promise.all(
    Array.from(
      { length: CONNECTIONS },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: u.hostname, port: Number(u.port) }, () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  for (const socket of sockets) {
    socket.setNoDelay(true);
    let pending: Buffer | null = null;
    let bodyLeft = -1;
    let status = 0;
    socket.on('error', (err) => {
      if (!stopped) failure ??= err;
    });
    socket.on('close', () => {
      if (!stopped) failure ??= new Error(`${url}: the server closed a connection`);
    });
    socket.on('data', (chunk: Buffer) => {
      const buf = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = null;
      let off = 0;
      while (off < buf.length) {
        if (bodyLeft < 0) {
          const end = buf.indexOf('\r\n\r\n', off, 'latin1');
          if (end < 0) {
            pending = buf.subarray(off);
            return;
          }
          const headers = buf.toString('latin1', off, end);
          status = Number(headers.slice(9, 12));
          const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(headers);
          if (!length) {
            failure ??= new Error(`${url}: a reply without Content-Length`);
            socket.destroy();
            return;
          }
          if (encodings.size === 0 || counting) encodings.add(/\r\ncontent-encoding:[ \t]*([\w-]+)/i.exec(headers)?.[1] ?? 'identity');
          bodyLeft = Number(length[1]);
          off = end + 4;
        }
        const take = Math.min(bodyLeft, buf.length - off);
        bodyLeft -= take;
        off += take;
        if (bodyLeft > 0) return;
        bodyLeft = -1;
        if (status < 200 || status > 299) failure ??= new Error(`${url}: HTTP ${status}`);
        if (counting) completed++;
        if (!stopped) socket.write(request);
      }
    });
  }
  for (const socket of sockets) socket.write(request);
  await new Promise((r) => setTimeout(r, 500));
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  counting = true;
  await new Promise((r) => setTimeout(r, DURATION * 1000));
  counting = false;
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  stopped = true;
  for (const socket of sockets) socket.destroy();
  if (failure) throw failure;
  if (encodings.size !== 1) throw new Error(`${url}: mixed encodings ${[...encodings].join(', ')}`);
  return { rps: completed / (wallMs / 1000), clientCpu: (cpu.user + cpu.system) / 1000 / wallMs, encoding: [...encodings][0], p50: NaN, p99: NaN };
}

/**
 * autocannon, with one change made through its documented `setupClient` hook: replies' bodies are not
 * collected. autocannon 8 (and 9) appends every body chunk to a JS string (`req.body += chunk`), which
 * it only needs for `expectBody`/`verifyBody`/`onResponse`, none of which we use. For a 4 KB brotli body
 * that is an invalid-UTF-8 decode costing more client CPU than the server spends on the whole request,
 * so on two cores autocannon measured itself (decision 005). Status codes, bytes, latencies and the
 * request loop are autocannon's own; the Content-Encoding of every reply is checked as in the other client.
 */
async function autocannonLoad(url: string, body: string, connections = CONNECTIONS, duration = DURATION): Promise<Measurement> {
  const encodings = new Set<string>();
  const setupClient = (client: autocannon.Client) => {
    const internal = client as unknown as { pipelinedRequests: { addBody: (chunk: Buffer) => void } };
    internal.pipelinedRequests.addBody = () => {};
    client.on('headers', (info: { headers: string[] }) => {
      let encoding = 'identity';
      for (let i = 0; i < info.headers.length; i += 2) {
        if (info.headers[i].toLowerCase() === 'content-encoding') encoding = info.headers[i + 1];
      }
      encodings.add(encoding);
    });
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await autocannon({ url, method: 'POST', headers: HEADERS, body, connections, duration, setupClient });
  const cpu = process.cpuUsage(cpu0);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  if (encodings.size !== 1) throw new Error(`${url}: mixed encodings ${[...encodings].join(', ')}`);
  return {
    rps: result.requests.average,
    clientCpu: (cpu.user + cpu.system) / 1000 / (performance.now() - t0),
    encoding: [...encodings][0],
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

async function measure(url: string, body: string): Promise<Measurement> {
  return CLIENT === 'autocannon' ? autocannonLoad(url, body) : keepAliveLoad(url, body);
}

/** A short run before the measured ones (JIT, connection set-up), with the same client. */
async function warmUp(url: string, body: string): Promise<void> {
  if (CLIENT === 'autocannon') await autocannonLoad(url, body, CONNECTIONS, 3);
  else await keepAliveLoad(url, body);
}

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The real app on a fresh SQLite file seeded at `scale` (production mode, no rate limit to speak of). */
async function startApp(scale: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-bench-'));
  const db = openDatabase({ dataDir });
  await migrateToLatest(db);
  const t0 = performance.now();
  await seed(db, scale);
  process.stderr.write(`  seeded scale ${scale} (SQLite) in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      SMS_PROVIDER: 'log',
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '100000000',
      DATA_DIR: dataDir,
    }),
    db,
  });
  const close = async () => {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: await listen(app), close };
}

/** Child: the real app at each scale and a bare Fastify route; prints their URLs, waits for SIGTERM. */
async function serve(): Promise<void> {
  const apps: ({ scale: number } & Awaited<ReturnType<typeof startApp>>)[] = [];
  for (const scale of SCALES) apps.push({ scale, ...(await startApp(scale)) });
  const bare = Fastify({ logger: false });
  bare.post('/bare', async () => ({ code: 1, msg: 'ok', data: null }));
  const urls = { scales: apps.map((a) => ({ scale: a.scale, url: a.url })), bare: await listen(bare) };
  process.stdout.write(`${JSON.stringify(urls)}\n`);
  process.once('SIGTERM', () => {
    void Promise.all([...apps.map((a) => a.close()), bare.close()]).finally(() => process.exit(0));
  });
}

type Urls = { scales: { scale: number; url: string }[]; bare: string };

/** The per-call tables: sizes and cold time first, then rounds interleaving calls and scales. */
async function callTables(urls: Urls): Promise<void> {
  const at = (base: string, path: string) => `${base}/stage-api/${path}`;
  const rows = urls.scales.map(({ scale, url }) => ({
    scale,
    url,
    calls: [] as { call: (typeof CALLS)[number]; sizes: Awaited<ReturnType<typeof replySizes>>; runs: CallRun[] }[],
  }));
  for (const r of rows) for (const call of CALLS) r.calls.push({ call, sizes: await replySizes(at(r.url, call.path), callBody(call)), runs: [] });
  for (let round = 0; round < CALL_ROUNDS; round++) {
    const order = round % 2 === 0 ? rows : [...rows].reverse();
    for (const [i, call] of CALLS.entries()) {
      for (const r of order) {
        const latency = await autocannonLoad(at(r.url, call.path), callBody(call), 1, LATENCY_SECONDS);
        const load = await autocannonLoad(at(r.url, call.path), callBody(call), CALL_CONNECTIONS, CALL_SECONDS);
        r.calls[i].runs.push({ rps: load.rps, p50: latency.p50, p99: latency.p99 });
      }
    }
  }
  const note = `median of ${CALL_ROUNDS} interleaved rounds; latency: 1 connection for ${LATENCY_SECONDS} s; req/s: ${CALL_CONNECTIONS} connections for ${CALL_SECONDS} s; sent brotli; cold = first reply, uncached`;
  for (const r of rows) printTable(r.scale, r.calls, note);
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = await new Promise<Urls>((resolve, reject) => {
    let buf = '';
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString();
      if (buf.includes('\n')) resolve(JSON.parse(buf.split('\n')[0]) as Urls);
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code})`)));
  });
  try {
    await callTables(urls);
    const ours = urls.scales.find((s) => s.scale === 1) ?? urls.scales[0];
    const catalogBody = JSON.stringify({ group_id: 2, lang: 0, type: 'displacement' });
    const ourUrl = `${ours.url}/stage-api/api/car_info/get_cars_by_type`;
    const sample = await fetch(ourUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: catalogBody });
    const bytes = Buffer.byteLength(await sample.text());
    // Warm up both, then alternate rounds (and which goes first in each) so drift on a shared machine
    // hits both alike.
    const bareUrl = `${urls.bare}/bare`;
    await warmUp(bareUrl, '{}');
    await warmUp(ourUrl, catalogBody);
    const bareRuns: Measurement[] = [];
    const ourRuns: Measurement[] = [];
    const pct = (m: Measurement) => (Number.isNaN(m.clientCpu) ? '?' : `${(m.clientCpu * 100).toFixed(0)}%`);
    for (let i = 0; i < ROUNDS; i++) {
      if (i % 2 === 0) {
        bareRuns.push(await measure(bareUrl, '{}'));
        ourRuns.push(await measure(ourUrl, catalogBody));
      } else {
        ourRuns.push(await measure(ourUrl, catalogBody));
        bareRuns.push(await measure(bareUrl, '{}'));
      }
      const [b, o] = [bareRuns[i], ourRuns[i]];
      console.log(
        `  round ${i + 1}: bare ${b.rps.toFixed(0)} req/s (client CPU ${pct(b)}), cached ${o.rps.toFixed(0)} req/s (client CPU ${pct(o)}, ${o.encoding}), ratio ${(o.rps / b.rps).toFixed(2)}`,
      );
    }
    // Medians: on a shared machine one disturbed round should not move the figure. The ratio is the
    // median of each round's own ratio, as each round's two runs are adjacent in time.
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
    const bareRps = median(bareRuns.map((m) => m.rps));
    const ourRps = median(ourRuns.map((m) => m.rps));
    const ratio = median(ourRuns.map((m, i) => m.rps / bareRuns[i].rps));
    const busiest = Math.max(...[...bareRuns, ...ourRuns].map((m) => m.clientCpu));
    console.log(
      `\nCached-call ratio at scale ${ours.scale} (${os.cpus().length} cores, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved ${DURATION} s rounds, servers in one child process, ${CLIENT} load from the parent)`,
    );
    console.log(`  bare Fastify route             ${bareRps.toFixed(0).padStart(8)} req/s`);
    console.log(
      `  get_cars_by_type (cached)      ${ourRps.toFixed(0).padStart(8)} req/s   (${(bytes / 1024).toFixed(1)} KB JSON, sent ${ourRuns[0].encoding === '?' ? 'brotli' : ourRuns[0].encoding}-compressed)`,
    );
    console.log(`  ratio                          ${ratio.toFixed(2)}   (target ≥ 0.60: ${ratio >= 0.6 ? 'met' : 'NOT met'})`);
    if (busiest > 0.9)
      console.log(`  warning: the load generator used ${(busiest * 100).toFixed(0)}% of a core; it, not the server, may have set the pace`);
    console.log('');
  } finally {
    child.kill('SIGTERM');
  }
}

(process.argv[2] === 'serve' ? serve() : main()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
