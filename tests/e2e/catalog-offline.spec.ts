import { expect, test } from '@playwright/test';
import { multiVersionModel } from './catalog-helpers.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

test('compare works offline for models seen before (persisted catalog queries)', async ({ page, context, request }) => {
  const model = await multiVersionModel(request, 1);
  const other = model.related[0];
  await page.goto(`/en/detail?car_model_id=${model.car_model_id}`);
  await expect(page.getByRole('heading', { level: 1, name: model.car_model_name })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('compare-toggle').first().click();
  await page.getByTestId('related-models').getByTestId('compare-toggle').first().click();
  await page
    .getByTestId('related-models')
    .getByRole('link', { name: new RegExp(other.car_model_name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: other.car_model_name })).toBeVisible();
  // The service worker serves the app offline: wait until it controls the page and holds the whole
  // offline copy (the install stores what a return visit needs first; the other pages' code follows).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await waitForServiceWorker(page, 'complete');
  await expect(page.getByTestId('vehicle-params')).toBeVisible();
  await page.waitForTimeout(1500); // the persister writes to IndexedDB at most once a second

  await context.setOffline(true);
  await page.goto(`/en/vehicleModel?compare=${model.car_model_id},${other.car_model_id}`);
  const view = page.getByTestId('compare-view');
  await expect(view.getByTestId('compare-model').nth(0)).toContainText(model.car_model_name);
  await expect(view.getByTestId('compare-model').nth(1)).toContainText(other.car_model_name);
  await expect(view.locator('[data-differs="true"]').first()).toBeVisible();
  await expect(view.getByTestId('as-of')).toBeVisible();
  // Prices from an earlier page load carry their "as of" stamp on the detail page.
  await page.goto(`/en/detail?car_model_id=${model.car_model_id}`);
  await expect(page.getByTestId('detail-price').getByTestId('as-of')).toBeVisible();
  // A model never opened on this device: the offline page instead of an endless spinner.
  await page.goto('/en/detail?car_model_id=999998');
  await expect(page.getByTestId('offline-fallback')).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
});
