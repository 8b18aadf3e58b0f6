// A new build deployed while a page is open: the page shows the update prompt; accepting it
// activates the new worker and reloads into the new version. Build A is the build under test;
// build B is the same sources built with another BUILD_ID (built once, reused while A is unchanged).
import { expect, test } from '@playwright/test';
import { distDir, freePort, secondBuild, startServer, tempDataDir, waitForServiceWorker } from './pwa-helpers.ts';

test('a new deploy shows the update prompt; accepting loads the new version', async ({ page }) => {
  test.setTimeout(300_000);
  const a = distDir();
  const b = secondBuild(a);
  const port = await freePort();
  const dataDir = tempDataDir('update');

  let server = await startServer({ distDir: a, port, dataDir });
  try {
    await page.goto(`${server.origin}/news`);
    await waitForServiceWorker(page);
    const buildA = await page.evaluate(() => document.documentElement.dataset.build);
    expect(buildA).toBeTruthy();
    expect(buildA).not.toBe(b.buildId);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    // Deploy: the same origin now serves build B.
    await server.stop();
    server = await startServer({ distDir: b.dir, port, dataDir });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 60_000 });
    // Still the old version until the rider accepts.
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(buildA);
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByTestId('update-accept').click()]);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.build), { timeout: 15_000 }).toBe(b.buildId);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/news');
  } finally {
    await server.stop();
  }
});
