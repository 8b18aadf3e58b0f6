import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { buildApp } from '../../../server/app.ts';
import { closeGracefully } from '../../../server/lib/shutdown.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app on SQLite in memory with a slow route, listening on a port of its own. */
async function listening(port: number, slowMs: number) {
  const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), db });
  app.get('/slow', async () => {
    await sleep(slowMs);
    return { code: 1, msg: 'ok', data: 'done' };
  });
  return { app, db, base: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown', () => {
  it('probes turn 503 at once, in-flight requests finish, onClose hooks run, then the pool closes', async () => {
    const { app, db, base } = await listening(9151, 400);
    const events: string[] = [];
    let probes: { ready: number; health: number; msg: string } | undefined;
    // Runs after routes/health.ts's own preClose hook, while the server still listens.
    app.addHook('preClose', async () => {
      events.push('preClose');
      const ready = await fetch(`${base}/readyz`, { headers: { 'accept-language': 'en' } });
      const health = await fetch(`${base}/healthz`);
      probes = { ready: ready.status, health: health.status, msg: ((await ready.json()) as { msg: string }).msg };
      await health.arrayBuffer();
    });
    app.addHook('onResponse', async (req) => {
      if (req.url === '/slow') events.push('slow answered');
    });
    // What a background job does to stop its timer.
    const timer = setInterval(() => undefined, 1000);
    app.addHook('onClose', async () => {
      clearInterval(timer);
      events.push('onClose');
    });
    await app.listen({ port: 9151, host: '127.0.0.1' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const inFlight = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await sleep(100);
    const t0 = Date.now();
    await closeGracefully(app, db);
    events.push('closed');
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(probes).toEqual({ ready: 503, health: 503, msg: 'The server is restarting. Please try again in a moment' });
    expect(await inFlight).toEqual({ status: 200, body: { code: 1, msg: 'ok', data: 'done' } });
    expect(events).toEqual(['preClose', 'slow answered', 'onClose', 'closed']);
    await expect(sql`select 1`.execute(db.db)).rejects.toThrow();
    await expect(fetch(`${base}/healthz`)).rejects.toThrow(); // no longer listening
  });

  it('a request that never finishes is cut off after the drain time-out', async () => {
    const { app, db, base } = await listening(9153, 60_000);
    await app.listen({ port: 9153, host: '127.0.0.1' });
    const hung = fetch(`${base}/slow`).then(
      (r) => r.status,
      () => 'connection closed',
    );
    await sleep(100);
    const t0 = Date.now();
    await closeGracefully(app, db, 300);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(await hung).toBe('connection closed');
  });
});

describe('server/main.ts on SIGTERM', () => {
  it('drains, closes the database and exits 0', async () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-shutdown-'));
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'log',
      PAYMENT_PROVIDER: 'sandbox',
      PORT: '9152',
      HOST: '127.0.0.1',
      SERVE_SITE: '0',
      DATA_DIR: dataDir,
    };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let up = false;
      for (let i = 0; i < 200 && !up && child.exitCode === null; i++) {
        await sleep(200);
        up = await fetch('http://127.0.0.1:9152/readyz').then(
          (r) => r.status === 200,
          () => false,
        );
      }
      expect(up, out).toBe(true);
      const t0 = Date.now();
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(Date.now() - t0).toBeLessThan(8000); // well inside the 10 s drain bound, on a busy machine
      expect(out).toContain('shutting down');
      expect(out).toContain('shut down cleanly');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
