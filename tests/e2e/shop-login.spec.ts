// Login page details: no open redirect, the server's resend cool-down drives the countdown, and
// offline the page says it needs a connection while keeping what was typed.
import { expect, test } from '@playwright/test';
import { smsCode } from './shop-helpers.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { uniquePhone } from './support.ts';

test('a return path to another site is ignored: after login the user centre opens', async ({ page, request, baseURL }) => {
  const phone = uniquePhone();
  await page.goto(`/login?path=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByTestId('login-mobile').fill(phone);
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-sent')).toBeVisible();
  await page.getByTestId('login-code').fill(await smsCode(request, baseURL ?? '', phone));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL((u) => u.origin === new URL(baseURL ?? '').origin && u.pathname === '/userCenter');
  await expect(page.getByTestId('uc-profile')).toBeVisible();
});

test('the resend cool-down survives a reload: the server refuses and the countdown restarts', async ({ page }) => {
  const phone = uniquePhone();
  await page.goto('/en/login?path=%2Fen%2FshoppingCart');
  await page.getByTestId('login-mobile').fill(phone);
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-send')).toHaveText(/Resend in \d+s/);
  await page.reload();
  await page.getByTestId('login-mobile').fill(phone);
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-mobile-error')).toContainText(/wait \d+ seconds/i);
  await expect(page.getByTestId('login-send')).toHaveText(/Resend in \d+s/);
  await expect(page.getByTestId('login-send')).toBeDisabled();
});

test('bad input is caught on the page; offline shows needs-a-connection and keeps the values', async ({ page, context }) => {
  await page.goto('/login');
  // Offline, lazily loaded parts of the app come from the service worker's precache.
  await waitForServiceWorker(page);
  await page.getByTestId('login-mobile').fill('12345');
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-mobile-error')).toBeVisible();
  await expect(page.getByTestId('login-code-error')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('needs-connection')).toBeVisible();
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByTestId('login-mobile')).toHaveValue('12345');
  await context.setOffline(false);
  await expect(page.getByTestId('needs-connection')).toHaveCount(0);
  await expect(page.getByTestId('login-mobile')).toHaveValue('12345');
});
