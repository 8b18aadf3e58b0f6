// Login state in the header: the login link's return path, the cart badge (fetched only with user
// data), and the global 401 / unexpected-code handling of the API client.
import { expect, test, type Page } from '@playwright/test';
import { createTestUser, loginAs, uniquePhone } from './support.ts';

test.use({ serviceWorkers: 'block' });

const cartRow = (id: number) => ({ cart_id: id, goods_id: id, id, quantity: 1, name: `Item ${id}`, title: `Item ${id}`, purchasePrice: '10.00' });

/**
 * Seeds a logged-in store before the first page load only (a flag in sessionStorage, which the
 * client never clears), so storage the app clears stays cleared on later loads, and the running app
 * cannot overwrite the seed with its own state.
 */
async function seedLogin(page: Page) {
  const state = JSON.stringify({
    state: { lang: 0, badge: 0, loginFlag: true, userData: { token: 'tok-e2e', user_id: 1, mobile: '13800000000', nickname: 'rider' } },
    version: 0,
  });
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('yunling-store', s);
    localStorage.setItem('marker', 'still here');
  }, state);
}

test('logged out: the login button returns to the current page; no cart request is made', async ({ page }) => {
  const cartCalls: string[] = [];
  page.on('request', (r) => r.url().includes('get_car_goods') && cartCalls.push(r.url()));
  await page.goto('/news?page=2');
  const login = page.getByTestId('login-button');
  await expect(login).toBeVisible({ timeout: 20_000 });
  await expect(login).toHaveAttribute('href', `/login?path=${encodeURIComponent('/news?page=2')}`);
  await expect(page.getByTestId('nav-cart')).toHaveCount(0);
  await expect(page.getByTestId('nav-user')).toHaveCount(0);
  // The link follows client-side navigation.
  await page.getByTestId('nav-club').click();
  await expect(page).toHaveURL(/\/club$/);
  await expect(login).toHaveAttribute('href', `/login?path=${encodeURIComponent('/club')}`);
  await login.click();
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('path') === '/club');
  // The login page is the login: it shows no login button of its own (header or phone drawer).
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await expect(page.getByTestId('drawer-login-button')).toHaveCount(0);
  await page.goto('/en/club');
  await expect(page.getByTestId('login-button')).toHaveAttribute('href', `/en/login?path=${encodeURIComponent('/en/club')}`);
  expect(cartCalls).toEqual([]);
});

test('logged in: user-centre and cart icons; the badge is hidden at 0 and shows the cart count', async ({ page, request }) => {
  const user = await createTestUser(request, uniquePhone());
  await loginAs(page, user);
  const cartCalls: string[] = [];
  page.on('request', (r) => r.url().includes('get_car_goods') && cartCalls.push(r.url()));
  await page.goto('/news');
  await expect(page.getByTestId('nav-user')).toHaveAttribute('href', '/userCenter');
  await expect(page.getByTestId('nav-cart')).toHaveAttribute('href', '/shoppingCart');
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await expect.poll(() => cartCalls.length).toBeGreaterThan(0);
  expect(cartCalls[0]).toContain(`token=${user.token}`);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await page.route('**/stage-api/addons/litestore/api.goods/get_car_goods**', (route) =>
    route.fulfill({ json: { code: 1, msg: 'ok', data: [cartRow(1), cartRow(2), cartRow(3)] } }),
  );
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await expect(page.getByTestId('nav-cart')).toHaveAttribute('aria-label', /3/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state: { badge: number } });
  expect(stored.state.badge).toBe(3);
});

test('a 401 clears the login data and goes to /login with the current path', async ({ page }) => {
  await seedLogin(page);
  await page.route('**/stage-api/addons/litestore/api.goods/get_car_goods**', (route) =>
    route.fulfill({ status: 401, json: { code: 401, msg: '请先登录' } }),
  );
  await page.goto('/news?page=3');
  await expect(page).toHaveURL((u) => u.pathname === '/login' && u.searchParams.get('path') === '/news?page=3', { timeout: 20_000 });
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state: { loginFlag: boolean; userData: unknown } },
  );
  expect(stored.state.loginFlag).toBe(false);
  expect(stored.state.userData).toBeNull();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
});

test('an unexpected code (not 0/1) clears local storage and opens the home page', async ({ page }) => {
  await seedLogin(page);
  await page.route('**/stage-api/addons/litestore/api.goods/get_car_goods**', (route) =>
    route.fulfill({ status: 200, json: { code: 500, msg: 'server exploded' } }),
  );
  await page.goto('/aboutUs');
  await expect(page).toHaveURL((u) => u.pathname === '/', { timeout: 20_000 });
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('marker'))).toBeNull();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('yunling-store') ?? '{"state":{}}') as { state: { userData?: unknown } });
  expect(stored.state.userData ?? null).toBeNull();
});
