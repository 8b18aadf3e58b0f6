// After one online visit, the store list, the service policies and the maintenance schedule still
// show with the network cut; the forms say they need a connection or may be saved to the outbox (and send nothing).
import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { requestLog } from './support.ts';
import { LANGS } from './service-helpers.ts';

for (const { lang, prefix } of LANGS) {
  test(`${lang}: stores, policies and the schedule work offline; forms need a connection`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await page.goto(`${prefix}/address`);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('store-card').first()).toBeVisible();
    await page.goto(`${prefix}/thirdService`);
    await expect(page.getByTestId('policy')).toBeVisible();
    await page.goto(`${prefix}/upkeep?type=3`);
    await expect(page.getByTestId('schedule-table')).toBeVisible();
    await page.goto(`${prefix}/testDrive`);
    await expect(page.getByTestId('test-drive-form')).toBeVisible();
    // The query cache is written to IndexedDB at most once a second.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.goto(`${prefix}/address`);
    await expect(page.getByTestId('store-card').first()).toBeVisible();
    await page.goto(`${prefix}/thirdService`);
    await expect(page.getByTestId('policy')).toBeVisible();
    await page.goto(`${prefix}/upkeep?type=3`);
    await expect(page.getByTestId('schedule-table')).toBeVisible();

    const before = (await requestLog(request)).filter((r) => r.url.includes('api/repair') || r.url.includes('app_test_drive')).length;
    await page.goto(`${prefix}/upkeep?type=1`);
    await expect(page.getByTestId('maintenance-form').getByTestId('needs-connection')).toBeVisible();
    // The form stays mounted (its values kept) but out of sight: `hidden` must beat the form's grid.
    await expect(page.locator('form#maintenance-form')).toBeHidden();
    await page.goto(`${prefix}/testDrive`);
    // These two forms may be saved to the outbox by the rider's choice: they stay open and say so.
    await expect(page.getByTestId('test-drive-offline-note')).toBeVisible();
    await expect(page.getByTestId('feedback-offline-note')).toBeVisible();
    await context.setOffline(false);
    const after = (await requestLog(request)).filter((r) => r.url.includes('api/repair') || r.url.includes('app_test_drive')).length;
    expect(after).toBe(before);
  });
}
