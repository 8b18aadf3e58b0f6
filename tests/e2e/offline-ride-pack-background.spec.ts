// Issue 26 item 6: where the browser has Background Fetch (Chromium), the ride pack is downloaded by
// the browser, not the page: it carries on with the tab closed, the service worker stores the files
// under the keys the in-page download uses, and a model of the series never opened renders offline.
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { storedPack } from './ride-pack-helpers.ts';

const SERIES = 'scooter';

/** True once a picture has decoded (a placeholder box has no natural size). */
const decoded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test('a ride pack downloads through Background Fetch, carries on with the tab closed and renders offline', async ({ context }) => {
  test.setTimeout(240_000);
  const page = await context.newPage();
  await page.goto(`/vehicleModel?name=${SERIES}`);
  await waitForServiceWorker(page);
  const models = await page
    .locator('a[href*="/detail?car_model_id="]')
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search))]);
  expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => 'backgroundFetch' in r))).toBe(true);

  await page.goto(`/ridePack?series=${SERIES}`);
  await expect(page.getByTestId(`pack-series-${SERIES}`)).toBeChecked();
  await expect(page.getByTestId('pack-size')).toContainText(/约 [\d.]+ (MB|KB)/, { timeout: 120_000 });
  await page.getByTestId('pack-download').click();
  // Handed to the browser: the pack's state names the background fetch before it starts.
  await expect.poll(async () => (await storedPack(page))?.background?.id ?? '', { timeout: 20_000 }).toMatch(/^ride-pack-\d+$/);
  const id = (await storedPack(page))!.background!.id;

  // The tab closes; the browser carries on and the worker stores the files.
  await page.close();
  const again = await context.newPage();
  await again.goto('/ridePack');
  await expect(again.getByTestId('pack-summary')).toBeVisible({ timeout: 90_000 });
  const pack = (await storedPack(again))!;
  expect(pack.background).toMatchObject({ id, outcome: 'success' });
  expect(Object.keys(pack.done).length).toBeGreaterThan(20);
  await expect(again.getByTestId('pack-bytes')).toContainText(/[\d.]+ (MB|KB)/);

  // No signal: a model of the series never opened, from the files the worker stored.
  await context.setOffline(true);
  try {
    const model = models[models.length - 1]!;
    const response = await again.goto(model);
    expect((await response!.text()).includes('data-testid="detail-price"'), 'the model page itself, not the shell').toBe(true);
    await expect(again.getByTestId('detail-price').first()).toBeVisible();
    await expect(again.getByTestId('vehicle-params').first()).toBeVisible();
    await expect(again.getByTestId('gallery-image').first()).toBeVisible();
    await expect.poll(() => again.getByTestId('hero-image').first().evaluate(decoded)).toBe(true);
    await expect.poll(() => again.getByTestId('gallery-image').first().evaluate(decoded)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});
