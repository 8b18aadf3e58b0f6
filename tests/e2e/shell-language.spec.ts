// Language switching, the locale cookie and root-only browser-language detection (spec section 4).
import { expect, test } from '@playwright/test';

test('the language button reloads the home page with lang=1, then lang=0', async ({ page }) => {
  await page.goto('/news');
  await page.getByTestId('language-button').click();
  await expect(page).toHaveURL((u) => u.pathname === '/en' && u.search === '?lang=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByTestId('nav-products')).toHaveText(/Products/);
  await page.getByTestId('language-button').click();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.search === '?lang=0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('nav-products')).toHaveText(/产品世界/);
  const store = await page.evaluate(() => JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state?: { lang?: number } });
  expect(store.state?.lang).toBe(0);
});

test("the language button's accessible name starts with its visible text (WCAG 2.5.3)", async ({ page }) => {
  for (const [url, visible, rest] of [
    ['/news', 'EN', /Switch to English/],
    ['/en/news', '中文', /切换到中文/],
  ] as const) {
    await page.goto(url);
    const button = page.getByTestId('language-button');
    await expect(button).toHaveText(visible);
    await expect(button).toHaveAccessibleName(new RegExp(`^${visible}\\s`));
    await expect(button).toHaveAccessibleName(rest);
    await expect(page.getByRole('button', { name: visible })).toBeVisible();
  }
});

test('the locale cookie lasts 365 days on path / with SameSite=Lax and is not Secure', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // The HTML is English already; the app writes the cookie once it has started.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie).toBeDefined();
  expect(cookie?.value).toBe('en');
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.secure).toBe(false);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test.describe('browser language detection (root only)', () => {
  test.use({ locale: 'en-US' });

  test('a first visit to / with an English browser lands on /en', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((u) => u.pathname === '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a first visit to another page stays in Chinese', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByTestId('nav-products')).toHaveText(/产品世界/);
    await expect(page).toHaveURL((u) => u.pathname === '/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('a remembered Chinese choice keeps / in Chinese', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh', url: baseURL }]);
    await page.goto('/');
    await expect(page.getByTestId('nav-products')).toHaveText(/产品世界/);
    await expect(page).toHaveURL((u) => u.pathname === '/');
  });
});
