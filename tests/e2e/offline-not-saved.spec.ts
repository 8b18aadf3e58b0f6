// Lie-fi without a service worker (a first visit): the API accepts requests and answers nothing. A
// catalog page with nothing saved must say so within 3 s with a Retry, and fill itself in once the
// network answers; it must never spin for the contract's 50 s.
import { expect, test, type Route } from '@playwright/test';
import { hydrated } from './support.ts';

test.use({ serviceWorkers: 'block' });

/** Holds every matching request unanswered until `release()` lets them through. */
async function stall(page: import('@playwright/test').Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  let firstAt = 0;
  await page.route(pattern, (route) => {
    firstAt ||= Date.now();
    return released ? route.continue() : void held.push(route);
  });
  return {
    held,
    /** When the page first asked (the clock of the time-out: on a busy machine the page itself may start late). */
    firstAt: () => firstAt,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('zh: an unvisited model says "not saved" within 3 s, Retry is a real button, the page fills in when the API answers', async ({ page }) => {
  // A client-side navigation (the model's data then comes from the API, not in the server's HTML).
  await page.goto('/vehicleModel');
  const link = page.locator('main a[href*="car_model_id="]').first();
  await expect(link).toBeVisible();
  await hydrated(page, 'main a[href*="car_model_id="]');
  const api = await stall(page, '**/stage-api/api/car_info/get_car_info**');

  const clicked = Date.now();
  await link.click();
  // Checked every frame (not expect's back-off polling), so the time measured is the page's.
  await page.waitForFunction(() => !!document.querySelector('[data-testid="offline-fallback"]'), null, { polling: 'raf', timeout: 20_000 });
  const fallback = page.getByTestId('offline-fallback');
  const shownAfter = Date.now() - api.firstAt();
  console.log(`not-saved shown ${shownAfter} ms after the request, ${Date.now() - clicked} ms after the click`);
  expect(shownAfter).toBeLessThan(3000);
  // Announced (a status region) and operable by keyboard.
  await expect(fallback.getByRole('status')).toContainText('这款车型还没有离线保存');
  const retry = fallback.getByRole('button', { name: '重试' });
  await retry.focus();
  await expect(retry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => api.held.length).toBeGreaterThanOrEqual(2);
  await expect(fallback).toBeVisible();

  // The network comes back: the request still under way answers, and the page fills itself in.
  await api.release();
  await expect(fallback).toBeHidden();
  await expect(page.getByTestId('as-of')).toHaveCount(0);
  await expect(page.locator('main h1').first()).not.toBeEmpty();
});

test('en: a service page on a stalled API shows the plain not-saved state, then its plans when the API answers', async ({ page }) => {
  // A client-side navigation: a page load would come with its plans in the server's HTML.
  await page.goto('/en');
  const link = page.locator('main a[href="/en/warrantyService"]').first();
  await expect(link).toBeVisible();
  await hydrated(page, 'main a[href="/en/warrantyService"]');
  const api = await stall(page, '**/stage-api/api/about_us/after_sale**');
  const started = Date.now();
  await link.click();
  await page.waitForFunction(() => !!document.querySelector('[data-testid="not-cached"]'), null, { polling: 'raf', timeout: 20_000 });
  const notSaved = page.getByTestId('not-cached');
  const shownAfter = Date.now() - api.firstAt();
  console.log(`not-saved shown ${shownAfter} ms after the request, ${Date.now() - started} ms after navigation start`);
  expect(shownAfter).toBeLessThan(3000);
  await expect(notSaved).toHaveAttribute('role', 'status');
  await expect(notSaved).toContainText("This isn't available offline");
  await expect(notSaved.getByRole('button', { name: 'Try again' })).toBeVisible();
  await api.release();
  await expect(page.locator('[data-testid^="plan-"]').first()).toBeVisible();
  await expect(notSaved).toBeHidden();
});
