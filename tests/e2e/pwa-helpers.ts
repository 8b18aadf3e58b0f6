// Shared steps of the PWA and offline journeys: waiting for the service worker, opening the
// mega-menu, and running an extra server (own port, own build folder) for the deploy tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a service worker controls the page (the worker claims clients on its first install) and
 * its offline copy is stored: `complete` = every precached file (route chunks of pages not yet opened
 * included, fetched after the page's hello), `ready` = what a return visit needs first (all there is
 * under data saver).
 */
export async function waitForServiceWorker(page: Page, copy: 'complete' | 'ready' | 'controlled' = 'complete'): Promise<void> {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (copy === 'controlled') return;
  const states = copy === 'ready' ? ['ready', 'complete'] : ['complete'];
  await page.waitForFunction((ok) => ok.includes(document.documentElement.dataset.offlineCopy ?? ''), states, { timeout: 60_000 });
}

/** Opens the product mega-menu from the keyboard (no hover-intent timing involved). */
export async function openMegaMenu(page: Page): Promise<Locator> {
  const menu = page.getByTestId('mega-menu').first();
  const trigger = page.getByTestId('nav-products');
  await expect(trigger).toBeVisible();
  for (let attempt = 0; attempt < 3 && !(await menu.isVisible()); attempt++) {
    await trigger.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'visible', timeout: 3000 }).catch(() => undefined);
  }
  await expect(menu).toBeVisible();
  return menu;
}

/** Selects first-level group `index` and waits until it shows models (vehicle groups) or goods cards. */
export async function expectMegaGroupFilled(menu: Locator, index: number): Promise<void> {
  await menu.getByTestId(`mega-group-${index}`).click();
  await expect(menu.getByTestId(`mega-group-${index}`)).toHaveAttribute('aria-selected', 'true');
  const items = index < 2 ? menu.getByTestId('mega-model') : menu.getByTestId('mega-goods');
  await expect(items.first()).toBeVisible({ timeout: 10_000 });
  await expect(menu.getByTestId('mega-error')).toHaveCount(0);
}

/** A free TCP port on 127.0.0.1 (`E2E_EXTRA_PORT` when set, to keep a run inside a given port range). */
export function freePort(): Promise<number> {
  if (process.env.E2E_EXTRA_PORT) return Promise.resolve(Number(process.env.E2E_EXTRA_PORT));
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A running extra server: its origin and a stop function. */
export interface ExtraServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` on `port` serving `distDir` (test mode, own data dir); resolves when it answers. */
export async function startServer(opts: { distDir: string; port: number; dataDir: string }): Promise<ExtraServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DIST_DIR: opts.distDir,
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const origin = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    const ok = await fetch(`${origin}/stage-api/openapi.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`server did not start: ${stderr}`);
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Copies a build folder to a fresh temp folder (tests change files in the copy, never the original). */
export function copyBuild(distDir: string, label: string): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), `yl-${label}-`));
  fs.cpSync(distDir, target, { recursive: true });
  return target;
}

/** The build folder under test (same rule as playwright.config.ts). */
export function distDir(): string {
  return process.env.DIST_DIR || path.resolve('dist');
}

/** A fresh temp data dir for an extra server. */
export function tempDataDir(label: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `yl-${label}-data-`));
}

/**
 * Build B for build A (the same sources with another BUILD_ID, so new hashed chunks), with its server
 * entry: rebuilt only when A's worker (and so A's precache list) changed. For the deploy tests.
 */
export function secondBuild(a: string): { dir: string; buildId: string } {
  const tag = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(a, 'sw.js')))
    .digest('hex')
    .slice(0, 10);
  const buildId = `update-${tag}`;
  const dir = process.env.DIST_DIR_B || path.join(os.tmpdir(), 'yl-pwa-update-b');
  const marker = path.join(dir, '.build-id');
  // The marker names the server entry too: a build B made before it was built here is made again.
  const stamp = `${buildId}+ssr`;
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== stamp) {
    const env = { ...process.env, BUILD_ID: buildId };
    const client = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], { env, stdio: 'inherit' });
    if (client.status !== 0) throw new Error('second build failed');
    // The server entry as `npm run build` makes it: without it build B's server would answer every page
    // with the client-rendered template, unlike a real deploy (and a ride pack refreshed from it would
    // hold that template instead of its pages).
    const ssr = ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', path.join(dir, 'server'), '--emptyOutDir', '--logLevel', 'warn'];
    if (spawnSync('npx', ssr, { env, stdio: 'inherit' }).status !== 0) throw new Error('second build (server entry) failed');
    fs.writeFileSync(marker, stamp);
  }
  return { dir, buildId };
}
