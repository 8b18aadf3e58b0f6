// Save-Data: the first visit stores only what the page in view needs (shell, its language, its own
// chunks) and nothing in the background; the data-saver chip says so, and turning it off fetches the rest.
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { startStallProxy, type StallProxy } from './net-helpers.ts';
import { freePort, waitForServiceWorker } from './pwa-helpers.ts';

let proxy: StallProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startStallProxy(baseURL!, await freePort());
});
test.afterEach(async () => proxy?.stop());

/** A context whose browser asks to save data: the request header and `navigator.connection.saveData`. */
async function saveDataContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' }, locale: 'zh-CN' });
  await context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => connection, configurable: true });
  });
  return context;
}

test('first visit with Save-Data: at most half the bytes, and nothing fetched in the background', async ({ browser }) => {
  test.setTimeout(180_000);
  // The normal visit has its own context, closed before the Save-Data one starts: left open, its hero
  // carousel goes on loading full-size slides (and its worker its background work) through the same
  // proxy, and those bytes were counted against Save-Data.
  const normalContext = await browser.newContext({ locale: 'zh-CN' });
  const page = await normalContext.newPage();
  proxy.resetStats();
  await page.goto(`${proxy.origin}/`);
  await waitForServiceWorker(page);
  const normal = proxy.stats();
  await normalContext.close();

  const context = await saveDataContext(browser);
  const saver = await context.newPage();
  proxy.resetStats();
  await saver.goto(`${proxy.origin}/`);
  await waitForServiceWorker(saver, 'ready');
  await expect(saver.getByTestId('data-saver-chip')).toBeVisible();
  await saver.waitForTimeout(4000); // no background precache or refresh after "ready"
  const saving = proxy.stats();
  console.log(
    `first visit: ${Math.round(normal.bytes / 1024)} KB in ${normal.requests} requests; with Save-Data ${Math.round(saving.bytes / 1024)} KB in ${saving.requests} requests`,
  );
  expect(saving.bytes).toBeLessThanOrEqual(normal.bytes / 2);
  expect(await saver.evaluate(() => document.documentElement.dataset.offlineCopy)).toBe('ready');
  await context.close();
});

test('the data-saver chip can be turned off: the rest of the offline copy follows, and the choice is kept', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await saveDataContext(browser);
  const page = await context.newPage();
  await page.goto(`${proxy.origin}/en`);
  await waitForServiceWorker(page, 'ready');
  const chip = page.getByTestId('data-saver-chip');
  await expect(chip).toContainText('Data saver on');
  proxy.resetStats((method, path) => method === 'GET' && path.startsWith('/assets/'));
  await chip.getByRole('button', { name: 'Turn off' }).click();
  await expect(chip).toHaveCount(0);
  await page.waitForFunction(() => document.documentElement.dataset.offlineCopy === 'complete', undefined, { timeout: 60_000 });
  expect(proxy.stats().requests).toBeGreaterThan(20);
  await page.reload();
  await waitForServiceWorker(page);
  await expect(page.getByTestId('data-saver-chip')).toHaveCount(0);
  await context.close();
});
