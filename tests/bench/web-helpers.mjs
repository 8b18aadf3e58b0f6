// Process helpers for the web benchmark: a free port, the site server, and a headless Chromium
// with a DevTools port for Lighthouse. Every process started here is stopped by its own handle.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The system Chromium (override with CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Flags every browser here runs with (the project's standard set). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

/**
 * A TCP port on 127.0.0.1: `BENCH_PORT + offset` when BENCH_PORT is set (a shared host where each
 * user keeps to a port range), else a free one the system picks.
 */
export function benchPort(offset) {
  const base = Number(process.env.BENCH_PORT);
  return Number.isInteger(base) && base > 0 ? Promise.resolve(base + offset) : freePort();
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Stops a child process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the real server (production mode) on a free 127.0.0.1 port serving `distDir`. */
export async function startSiteServer({ root, distDir, dataDir }) {
  const port = await benchPort(0);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      SMS_PROVIDER: 'log',
      PAYMENT_PROVIDER: 'sandbox',
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(async () => child.exitCode === null && (await fetch(`${origin}/`)).ok, 90_000, 'the site server');
  return { origin, stop: () => stopProcess(child) };
}

/** Launches headless Chromium with a DevTools port and a throwaway profile (for Lighthouse). */
export async function launchChromium() {
  const port = await benchPort(1);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-bench-chrome-'));
  // Chinese browser language: the site's root redirects English-first browsers to /en.
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      '--headless=new',
      '--lang=zh-CN',
      '--accept-lang=zh-CN,zh',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok, 30_000, 'Chromium DevTools');
  return {
    port,
    close: async () => {
      await stopProcess(child);
      // Chromium's helper processes can still be writing the cache for a moment after the browser
      // exits: retry, and never fail a measurement over a leftover temp directory.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (err) {
        console.warn(`could not remove ${profile}: ${err.message}`);
      }
    },
  };
}
