// Becoming offline-ready: a small critical precache, the rest fetched several at a time, and the page
// says so once ("Ready to use offline"), in both languages, or says why it could not save its copy.
import { expect, test } from '@playwright/test';
import { startStallProxy, type StallProxy } from './net-helpers.ts';
import { freePort, waitForServiceWorker } from './pwa-helpers.ts';

let proxy: StallProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startStallProxy(baseURL!, await freePort());
});
test.afterEach(async () => proxy?.stop());

const assets = (method: string, path: string) => method === 'GET' && path.startsWith('/assets/');

for (const { prefix, text } of [
  { prefix: '', text: '已可离线使用' },
  { prefix: '/en', text: 'Ready to use offline' },
]) {
  test(`${prefix || 'zh'}: "ready to use offline" is announced once, politely`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${proxy.origin}${prefix || '/'}`);
    const notice = page.getByTestId('offline-ready');
    await expect(notice).toBeVisible({ timeout: 60_000 });
    await expect(notice).toHaveText(new RegExp(text));
    await expect(notice).toHaveAttribute('role', 'status');
    await waitForServiceWorker(page);
    // Once ever: the next page load says nothing (its copy is still complete).
    await page.reload();
    await waitForServiceWorker(page);
    await expect(page.getByTestId('offline-ready')).toHaveCount(0);
  });
}

test('the precache is fetched several files at a time, not one after another', async ({ page }) => {
  test.setTimeout(120_000);
  // Every asset answer waits 300 ms: one-by-one fetching would never have two in flight.
  proxy.delay(assets, 300);
  proxy.resetStats(assets);
  await page.goto(`${proxy.origin}/`);
  await waitForServiceWorker(page);
  const { peakInFlight, requests } = proxy.stats();
  console.log(`precache: ${requests} asset requests, at most ${peakInFlight} at once`);
  expect(requests).toBeGreaterThan(50);
  expect(peakInFlight).toBeGreaterThanOrEqual(4);
  expect(peakInFlight).toBeLessThanOrEqual(12); // bounded: six from the worker, plus what the page loads itself
});

test('a full disk is reported: "offline copy could not be saved: not enough storage"', async ({ page, context }) => {
  test.setTimeout(120_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: proxy.origin, quotaSize: 20_000 });
  await page.goto(`${proxy.origin}/en`);
  const failed = page.getByTestId('offline-failed');
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toHaveText(/Offline copy could not be saved: not enough storage/);
  await expect(failed).toHaveAttribute('data-reason', 'quota');
  await expect(page.getByTestId('offline-ready')).toHaveCount(0);
  // Closable from the keyboard.
  await failed.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(failed).toHaveCount(0);
});
