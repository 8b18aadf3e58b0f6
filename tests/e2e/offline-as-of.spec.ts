// Issue 4, item 5: a price the service worker answers from its cache says "价格截至 <time>", with the
// time the worker stored it, not the time the page asked. Covers the in-visit refetch (the bug: the
// fetch "succeeded", so nothing was stamped) and a reload that restores the persisted query cache.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { hydrated } from './support.ts';
import { BODY_HEADER, CATALOG_CACHE, STORED_AT_HEADER } from '../../sw/cache-names.ts';

const MODEL_ID = 1;

/** When the worker stored its answer to get_car_info for the model in Chinese (0 while not stored yet). */
function storedAt(page: Page): Promise<number> {
  return page.evaluate(
    async ({ cacheName, bodyHeader, storedHeader, id }) => {
      const cache = await caches.open(cacheName);
      for (const key of await cache.keys()) {
        if (!key.url.includes('/stage-api/api/car_info/get_car_info')) continue;
        const res = await cache.match(key);
        const body = JSON.parse(decodeURIComponent(res?.headers.get(bodyHeader) ?? '{}')) as { car_model_id?: number; lang?: number };
        if (body.car_model_id === id && body.lang === 0) return Number(res?.headers.get(storedHeader)) || 0;
      }
      return 0;
    },
    { cacheName: CATALOG_CACHE, bodyHeader: BODY_HEADER, storedHeader: STORED_AT_HEADER, id: MODEL_ID },
  );
}

/** The stamp text the page should show for a time, formatted by the browser as the site does. */
function stampText(page: Page, at: number): Promise<string> {
  return page.evaluate((t) => `价格截至 ${new Date(t).toLocaleString('zh-CN', { dateStyle: 'medium', timeStyle: 'short' })}`, at);
}

test('a price replayed from the service worker cache is stamped with the time the worker stored it', async ({ page, context }) => {
  test.setTimeout(120_000);
  // The page's clock runs normally until the test moves it forward (the worker keeps real time).
  await page.clock.install();
  await page.goto('/');
  await waitForServiceWorker(page);

  // Online, under the worker: the model's answer comes from the network (no stamp) and is stored.
  // Reached by a client-side navigation, so the answer passes through the worker (a page load would
  // bring it in the server's HTML instead).
  await page.goto('/vehicleModel');
  await hydrated(page, `main a[href$="car_model_id=${MODEL_ID}"]`);
  await page.locator(`main a[href$="car_model_id=${MODEL_ID}"]`).first().click();
  const price = page.getByTestId('detail-price');
  await expect(price).toBeVisible({ timeout: 20_000 });
  await expect(price.getByTestId('as-of')).toHaveCount(0);
  await expect.poll(() => storedAt(page), { timeout: 15_000 }).toBeGreaterThan(0);
  const stored = await storedAt(page);

  // Offline, six minutes later (past the 5-minute stale time): leaving and coming back within the app
  // refetches, and the worker answers from its cache. The fetch itself is new, the price is not.
  await context.setOffline(true);
  await page.clock.fastForward('06:00');
  await page.getByTestId('cta-test-drive').click();
  await expect(page).toHaveURL(/testDrive/);
  await expect(page.getByTestId('detail-page')).toHaveCount(0); // unmounted, so coming back mounts it afresh
  await page.goBack();
  const stamp = price.getByTestId('as-of');
  await expect(stamp).toHaveText(await stampText(page, stored));
  await expect(stamp.locator('time')).toHaveAttribute('datetime', new Date(stored).toISOString());
  // The page's own "now" is minutes later: the stamp is the worker's time, not the fetch time.
  expect(await stampText(page, await page.evaluate(() => Date.now()))).not.toBe(await stampText(page, stored));

  // Reload, still offline: the persisted query cache restores the model with its stamp, so the page
  // still shows the worker's time rather than the (later) time of that refetch.
  await page.waitForTimeout(1500); // the persister writes to IndexedDB at most once a second
  await page.reload();
  await expect(page.getByTestId('detail-price').getByTestId('as-of')).toHaveText(await stampText(page, stored));
  await context.setOffline(false);
});

test('a price the server rendered into the page is stamped when it is shown again offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorker(page, 'complete');
  // A page load: the model's answer comes in the server's HTML (no API call), live, so no stamp.
  const started = Date.now();
  await page.goto('/pages/detail/car_model_id/2');
  const price = page.getByTestId('detail-price');
  await expect(price).toBeVisible({ timeout: 20_000 });
  await expect(price.getByTestId('as-of')).toHaveCount(0);
  await page.waitForTimeout(4000); // saved for offline once the page is idle (persistHydrated)

  // Offline, a new visit: the page's stored HTML (or the saved query) shows the same price, and
  // says when it was true: the time the server answered, which is before this visit began.
  await context.setOffline(true);
  await page.reload();
  const stamp = page.getByTestId('detail-price').getByTestId('as-of');
  await expect(stamp).toBeVisible();
  const at = Date.parse((await stamp.locator('time').getAttribute('datetime')) ?? '');
  expect(at).toBeGreaterThanOrEqual(started - 1000);
  expect(at).toBeLessThan(Date.now());
  await context.setOffline(false);
});
