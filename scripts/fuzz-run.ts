// The fuzz runner: builds the app in-process on one database, logs a user in, sends fast-check's
// requests through app.inject and counts what came back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { makeTestApp } from '../tests/unit/server/helpers.ts';
import { requestArb, routesOf, type FuzzRequest } from './fuzz-requests.ts';

/**
 * Routes that answer their provider in its own format (plain text) rather than the envelope. Only
 * payment provider callbacks and notifies, by their provider's contract.
 */
export const PLAIN_TEXT_ROUTES = [/^\/stage-api\/payment\/callback$/, /^\/stage-api\/payment\/[\w-]*notify$/];

export interface FuzzOptions {
  runs: number;
  seed: number;
  /** PostgreSQL URL, or undefined for SQLite in memory. */
  databaseUrl?: string;
  /** Requests in flight at once. */
  concurrency?: number;
  onProgress?: (done: number) => void;
}

/** What the fuzz saw; `failures` holds the first few offending requests with their answers. */
export interface FuzzStats {
  database: string;
  requests: number;
  byClass: Record<string, number>;
  serverErrors: number;
  nonEnvelope: number;
  elapsedMs: number;
  routes: number;
  failures: { request: FuzzRequest; status: number; body: string; error?: string }[];
}

function isEnvelope(body: string): boolean {
  try {
    const v = JSON.parse(body) as unknown;
    return (
      !!v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      typeof (v as { code?: unknown }).code === 'number' &&
      typeof (v as { msg?: unknown }).msg === 'string' &&
      'data' in v
    );
  } catch {
    return false;
  }
}

/** Runs `runs` requests against a fresh seeded app and returns the counts. */
export async function runFuzz(opts: FuzzOptions): Promise<FuzzStats> {
  const saved = process.env.DATABASE_URL;
  if (opts.databaseUrl) process.env.DATABASE_URL = opts.databaseUrl;
  else delete process.env.DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-fuzz-'));
  const t = await makeTestApp({ RATE_LIMIT_MAX: '1000000000', SMS_RATE_LIMIT_SCALE: '1000000', DATA_DIR: dataDir });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const errors = new WeakMap<object, string>();
  t.app.addHook('onError', async (req, _reply, err) => {
    errors.set(req.raw, err.stack ?? String(err));
  });
  const stats: FuzzStats = {
    database: opts.databaseUrl ? 'postgresql' : 'sqlite',
    requests: 0,
    byClass: {},
    serverErrors: 0,
    nonEnvelope: 0,
    elapsedMs: 0,
    routes: 0,
    failures: [],
  };
  try {
    await t.app.ready();
    const routes = routesOf(t.app.swagger());
    stats.routes = routes.length;
    const tokens: string[] = [];
    for (const phone of ['13900000001', '13900000002']) {
      const r = await t.app.inject({ method: 'POST', url: '/stage-api/__test/session', payload: { phone } });
      tokens.push((r.json() as { data: { token: string } }).data.token);
    }
    const arb = requestArb(routes, tokens);
    const concurrency = opts.concurrency ?? 8;
    const batch = 500;
    const t0 = performance.now();
    for (let done = 0, round = 0; done < opts.runs; round++) {
      const requests = fc.sample(arb, { numRuns: Math.min(batch, opts.runs - done), seed: opts.seed + round });
      for (let i = 0; i < requests.length; i += concurrency) {
        await Promise.all(
          requests.slice(i, i + concurrency).map(async (request) => {
            const res = await t.app.inject({
              method: request.method as 'POST',
              url: request.url,
              headers: request.headers,
              payload: request.payload,
            });
            stats.requests++;
            const cls = `${Math.floor(res.statusCode / 100)}xx`;
            stats.byClass[cls] = (stats.byClass[cls] ?? 0) + 1;
            const pathname = request.url.split('?')[0];
            const serverError = res.statusCode >= 500;
            const plain = PLAIN_TEXT_ROUTES.some((re) => re.test(pathname));
            const badShape = request.method !== 'HEAD' && pathname.startsWith('/stage-api/') && !plain && !isEnvelope(res.body);
            if (serverError) stats.serverErrors++;
            if (badShape) stats.nonEnvelope++;
            if ((serverError || badShape) && stats.failures.length < 20) {
              stats.failures.push({
                request: { ...request, payload: request.payload?.slice(0, 400) },
                status: res.statusCode,
                body: res.body.slice(0, 400),
                error: errors.get(res.raw.req)?.slice(0, 1200),
              });
            }
          }),
        );
      }
      done += requests.length;
      opts.onProgress?.(done);
    }
    stats.elapsedMs = Math.round(performance.now() - t0);
  } finally {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return stats;
}
