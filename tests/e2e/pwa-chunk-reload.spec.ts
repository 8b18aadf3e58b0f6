// A deploy removed a lazy route chunk the open page still refers to: the chunk guard reloads once,
// never in a loop; with storage blocked it cannot prove it has not just reloaded, so it does not.
// Runs on a copy of the build (one chunk deleted) with its own server. Service workers are blocked:
// with a worker the precache would still hold the old chunk, which is the point of precaching.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { copyBuild, distDir, freePort, startServer, tempDataDir, type ExtraServer } from './pwa-helpers.ts';

test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let deleted = '';
test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dir = copyBuild(distDir(), 'chunk');
  const assets = path.join(dir, 'assets');
  deleted = fs.readdirSync(assets).find((f) => /^news-page-[\w-]+\.js$/.test(f)) ?? '';
  expect(deleted, 'the news page should be its own lazy chunk').not.toBe('');
  for (const f of fs.readdirSync(assets).filter((n) => n.startsWith(deleted))) fs.rmSync(path.join(assets, f));
  server = await startServer({ distDir: dir, port: await freePort(), dataDir: tempDataDir('chunk') });
});
test.afterAll(async () => server?.stop());

async function openNews(browser: Browser, blockStorage: boolean, prefix = '') {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  if (blockStorage) {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
  }
  // Document requests, not 'load' events: the server-rendered page starts its code while its
  // pictures still load, so the guard may reload before the first load event ever fires.
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) loads++;
  });
  const chunkRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(deleted)) chunkRequests.push(r.url());
  });
  await page.goto(`${server.origin}${prefix}/news`);
  await expect(page.getByTestId('route-error')).toBeVisible({ timeout: 15_000 });
  // Give a (wrong) second reload every chance to happen before counting.
  await page.waitForTimeout(2500);
  await expect(page.getByTestId('route-error')).toBeVisible();
  return { loads, chunkRequests, context, page };
}

test('a missing route chunk reloads the page exactly once', async ({ browser }) => {
  const { loads, chunkRequests, context } = await openNews(browser, false);
  expect(loads).toBe(2);
  expect(chunkRequests.length).toBeGreaterThan(0);
  await context.close();
});

test('with storage blocked the guard fails closed: no reload at all', async ({ browser }) => {
  const { loads, chunkRequests, context } = await openNews(browser, true);
  expect(loads).toBe(1);
  expect(chunkRequests.length).toBeGreaterThan(0);
  await context.close();
});

// The page the guard gives up on reads like the rest of the site: translated, no developer text.
for (const [prefix, title, retry, home] of [
  ['', '页面未能加载', '重试', '返回首页'],
  ['/en', 'This page couldn’t load', 'Try again', 'Back to home'],
] as const) {
  test(`after the reload the error page is translated (${prefix || '/'}), with Try again and Home`, async ({ browser }) => {
    const { loads, context, page } = await openNews(browser, false, prefix);
    expect(loads).toBe(2);
    const panel = page.getByTestId('route-error');
    await expect(panel.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(panel.getByRole('button', { name: retry })).toBeVisible();
    await expect(panel.getByRole('link', { name: home })).toHaveAttribute('href', prefix || '/');
    expect(await page.locator('body').innerText()).not.toMatch(/Cannot read|undefined|dynamically imported|Failed to fetch/);
    await context.close();
  });
}
