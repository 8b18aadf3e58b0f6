/* global AbortSignal */
// `npm run test:outage`: the database outage drill. Starts a PostgreSQL of its own (initdb in a temp dir,
// port 55440) and the server on it (production mode, port 9150), runs a 20 s mixed load (catalog reads and
// acknowledged writes), and during it kills every backend and then restarts PostgreSQL (~2-3 s down). Checks that
// the server process never exits, every reply is a success or a retryable 503 envelope (no 500, nothing
// else), /readyz recovers within 5 s of PostgreSQL being back, and every acknowledged write is stored.
// Stops everything it started; bounded to 60 s. Exit status 0 only when every check holds.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const PG_PORT = Number(process.env.OUTAGE_PG_PORT || 55440);
const PORT = Number(process.env.OUTAGE_PORT || 9150);
const LOAD_MS = 20_000;
const KILL_AT_MS = 5_000;
const STOP_AT_MS = 9_000;
const WORKERS = 8;
const READY_WITHIN_MS = 5_000;
const base = `http://127.0.0.1:${PORT}`;
const dbName = 'yunling_outage';
const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const log = (...a) => console.log(`[outage ${since()}]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// --- our own PostgreSQL -------------------------------------------------------------------------------
const pgBin = (fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : [])
  .sort((a, b) => Number(a) - Number(b))
  .map((v) => `/usr/lib/postgresql/${v}/bin`)
  .filter((d) => fs.existsSync(`${d}/initdb`))
  .pop();
if (!pgBin) {
  console.error('[outage] PostgreSQL server binaries not found (apt-get install postgresql)');
  process.exit(1);
}
const isRoot = process.getuid?.() === 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-outage-'));
const pgData = path.join(tmp, 'data');
const quote = (s) => `'${s.replace(/'/g, `'\\''`)}'`;
/** A PostgreSQL tool's command line, run as user postgres when we are root (the server refuses root). */
function pgCommand(tool, args) {
  const cmd = [path.join(pgBin, tool), ...args].map(quote).join(' ');
  return isRoot ? ['su', ['postgres', '-c', cmd]] : ['sh', ['-c', cmd]];
}
const pgTool = (tool, args) => execFileSync(...pgCommand(tool, args), { stdio: 'pipe', timeout: 30_000 });
/** The same without blocking: the load goes on while PostgreSQL restarts. */
const pgToolAsync = (tool, args) => promisify(execFile)(...pgCommand(tool, args), { timeout: 30_000 });
const pgOpts = `-c listen_addresses=127.0.0.1 -p ${PG_PORT} -k ${tmp} -c max_connections=50`;
const pgStart = () => pgTool('pg_ctl', ['-D', pgData, '-o', pgOpts, '-l', path.join(tmp, 'pg.log'), '-w', '-t', '20', 'start']);
const pgStop = (mode = 'fast') => pgTool('pg_ctl', ['-D', pgData, '-m', mode, '-w', '-t', '20', 'stop']);

let server;
let pgRunning = false;
let cleaned = false;
/** Stops the server and PostgreSQL and removes the temp dir; safe to call more than once. */
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const exited = await Promise.race([new Promise((r) => server.once('exit', () => r(true))), sleep(12_000).then(() => false)]);
    if (!exited) server.kill('SIGKILL');
  }
  if (pgRunning) {
    try {
      pgStop('immediate');
    } catch {
      /* already down */
    }
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}
const watchdog = setTimeout(async () => {
  console.error('[outage] FAIL: over 58 s, giving up');
  await cleanup();
  process.exit(1);
}, 58_000);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => cleanup().then(() => process.exit(130)));

/** One request: status, parsed body (or null when the reply is not JSON), or a network error. */
async function call(pathName, body) {
  try {
    const res = await fetch(`${base}/${pathName}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not an envelope */
    }
    return { status: res.status, json, retryAfter: res.headers.get('retry-after') };
  } catch (err) {
    return { status: 0, json: null, error: err.cause?.code ?? err.name ?? String(err) };
  }
}
const isEnvelope = (j) => !!j && typeof j === 'object' && typeof j.code === 'number' && typeof j.msg === 'string' && 'data' in j;

async function main() {
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', tmp]);
  pgTool('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pgStart();
  pgRunning = true;
  const adminUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
  const setup = new pg.Client({ connectionString: adminUrl });
  await setup.connect();
  await setup.query(`create database ${dbName}`);
  await setup.end();
  log(`PostgreSQL ${path.basename(path.dirname(pgBin))} on 127.0.0.1:${PG_PORT}`);

  // --- the server, as production runs it ---------------------------------------------------------------
  const secret = () => crypto.randomBytes(24).toString('hex');
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SMS_PROVIDER: 'log',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SECRET: secret(),
    UPLOAD_SECRET: secret(),
    SMS_CODE_SECRET: secret(),
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PG_PORT}/${dbName}`,
    SERVE_SITE: '0',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    RATE_LIMIT_MAX: '10000000',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(tmp, 'app-data'),
  };
  const serverLog = fs.createWriteStream(path.join(tmp, 'server.log'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(serverLog);
  server.stderr.pipe(serverLog);
  let exitedDuringTest = null;
  server.once('exit', (code, signal) => (exitedDuringTest = { code, signal, at: since() }));
  for (let i = 0; ; i++) {
    if (exitedDuringTest) throw new Error(`the server exited while starting: ${JSON.stringify(exitedDuringTest)}`);
    if ((await call('readyz')).status === 200) break;
    if (i > 300) throw new Error('the server did not become ready within 30 s');
    await sleep(100);
  }
  log(`server ready on ${base} (pid ${server.pid})`);

  // --- 20 s of mixed load, with the outage in the middle -----------------------------------------------
  const stats = { total: 0, byStatus: {}, nonEnvelope: 0, network: 0, bad503: 0, writes: 0, acknowledged: [], samples: [] };
  const record = (kind, r) => {
    stats.total++;
    stats.byStatus[r.status] = (stats.byStatus[r.status] ?? 0) + 1;
    if (r.status === 0) stats.network++;
    else if (!isEnvelope(r.json)) stats.nonEnvelope++;
    else if (r.status === 503 && (r.json.data?.retryable !== true || !r.retryAfter)) stats.bad503++;
    if (r.status !== 200 && r.status !== 503 && stats.samples.length < 5)
      stats.samples.push({ kind, status: r.status, body: r.json, error: r.error });
  };
  const loadStart = Date.now();
  const loadEnd = loadStart + LOAD_MS;
  let seq = 0;
  const worker = async (w) => {
    for (let i = 0; Date.now() < loadEnd; i++) {
      const pick = (i + w) % 4;
      if (pick === 0) {
        // An acknowledged write: a public enquiry form that inserts a row and answers its id.
        const n = seq++;
        const r = await call('stage-api/api/service/theft_security_service', {
          group_id: 2,
          lang: n % 2,
          name: 'Outage drill',
          phone: `139${String(n).padStart(8, '0')}`,
          consent: true,
          city: '昆明',
        });
        stats.writes++;
        record('write', r);
        if (r.status === 200 && r.json?.code === 1 && Number.isInteger(r.json.data?.id)) stats.acknowledged.push(r.json.data.id);
      } else if (pick === 1) {
        record('read', await call('stage-api/api/car_info/get_cars_by_type', { group_id: 2, lang: i % 2, type: 'displacement' }));
      } else if (pick === 2) {
        // A page no one asked for yet: a reply-cache miss, so a database read.
        record('read', await call('stage-api/api/content/lists', { group_id: 2, lang: i % 2, page: 1 + ((w * 7919 + i) % 9000), page_size: 10 }));
      } else {
        record('read', await call('stage-api/api/areas/ip_get_province', { group_id: 2, lang: i % 2 }));
      }
    }
  };
  const outage = (async () => {
    await sleep(KILL_AT_MS);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
      dbName,
    ]);
    await admin.end();
    log(`killed ${killed.rowCount} backends of ${dbName}`);
    await sleep(STOP_AT_MS - KILL_AT_MS);
    const stopAt = Date.now();
    await pgToolAsync('pg_ctl', ['-D', pgData, '-o', pgOpts, '-l', path.join(tmp, 'pg.log'), '-m', 'fast', '-w', '-t', '20', 'restart']);
    const backAt = Date.now();
    log(`PostgreSQL restarted: down ${backAt - stopAt} ms (pg_ctl restart -m fast)`);
    let readyAt = null;
    while (Date.now() - backAt < 10_000) {
      const r = await call('readyz');
      if (r.status === 200) {
        readyAt = Date.now();
        break;
      }
      await sleep(50);
    }
    return { killed: killed.rowCount, readyAfterMs: readyAt === null ? null : readyAt - backAt };
  })();
  const [o] = await Promise.all([outage, ...Array.from({ length: WORKERS }, (_, w) => worker(w))]);
  log(`load done: ${stats.total} requests in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`);

  // --- checks -------------------------------------------------------------------------------------------
  const verify = new pg.Client({ connectionString: env.DATABASE_URL });
  await verify.connect();
  const found = await verify.query('select count(*)::int as n from service_enquiries where id = any($1::int[])', [stats.acknowledged]);
  await verify.end();
  const missing = stats.acknowledged.length - found.rows[0].n;
  const aliveAfter = !exitedDuringTest && server.exitCode === null;

  const checks = [
    ['server process never exited', aliveAfter, aliveAfter ? `pid ${server.pid} still running` : JSON.stringify(exitedDuringTest)],
    [
      'every reply a success or a retryable 503 envelope',
      Object.keys(stats.byStatus).every((s) => s === '200' || s === '503') && stats.nonEnvelope === 0 && stats.bad503 === 0,
      `by status ${JSON.stringify(stats.byStatus)}, non-envelope ${stats.nonEnvelope}, 503 without retryable/Retry-After ${stats.bad503}`,
    ],
    ['no 500s', !stats.byStatus[500], `${stats.byStatus[500] ?? 0} × 500`],
    ['no connection failures', stats.network === 0, `${stats.network} requests without an answer`],
    [
      `/readyz recovered within ${READY_WITHIN_MS / 1000} s of PostgreSQL being back`,
      o.readyAfterMs !== null && o.readyAfterMs <= READY_WITHIN_MS,
      `${o.readyAfterMs ?? 'never'} ms`,
    ],
    [
      'the outage happened (backends killed, 503s answered)',
      o.killed > 0 && (stats.byStatus[503] ?? 0) > 0,
      `${o.killed} backends killed, ${stats.byStatus[503] ?? 0} × 503`,
    ],
    [
      'every acknowledged write is stored',
      stats.acknowledged.length > 0 && missing === 0,
      `${stats.acknowledged.length} acknowledged of ${stats.writes} sent, ${missing} missing`,
    ],
  ];
  console.log('');
  for (const [name, ok, detail] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
  if (stats.samples.length) console.log('unexpected replies (first 5):', JSON.stringify(stats.samples));

  // Graceful shutdown is part of the drill: SIGTERM must end the process with 0 while PostgreSQL is up.
  server.kill('SIGTERM');
  const code = await Promise.race([new Promise((r) => server.once('exit', (c) => r(c))), sleep(12_000).then(() => 'timeout')]);
  const shutdownOk = code === 0;
  console.log(`${shutdownOk ? 'PASS' : 'FAIL'}  SIGTERM: graceful exit: exit code ${code}`);
  const failed = checks.some(([, ok]) => !ok) || !shutdownOk;
  if (failed) {
    const tail = fs.readFileSync(path.join(tmp, 'server.log'), 'utf8').split('\n').slice(-15).join('\n');
    console.log(`server log (last lines):\n${tail}`);
  }
  console.log(`\n[outage] ${failed ? 'FAILED' : 'passed'} in ${since()}`);
  return failed ? 1 : 0;
}

let status = 1;
try {
  status = await main();
} catch (err) {
  console.error('[outage] FAIL:', err);
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(status);
