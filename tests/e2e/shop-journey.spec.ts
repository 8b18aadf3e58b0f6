// The shop journey in both languages: SMS login → riding gear (a variant) and a part into the cart →
// badge 2 → change a quantity → checkout with a new address → sandbox payment → paid in the user
// centre → log out → the old token gets 401. Runs on its own server with its access log captured, and
// checks that no token or SMS code ever appears in that log. Also: an unpaid order shows its pay-by
// time in the user centre and is cancelled there, by keyboard, through a confirmation dialog.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freePort, distDir } from './pwa-helpers.ts';
import { pickGoods, smsCode, startLoggedServer, type LoggedServer } from './shop-helpers.ts';
import { loginAs, uniquePhone, type TestUser } from './support.ts';

test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

let server: LoggedServer;
const secrets: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startLoggedServer(await freePort(), distDir());
});

test.afterAll(async () => {
  await server?.stop();
  const log = fs.readFileSync(server.logFile, 'utf8');
  // The log is real: it holds the access log of the journey (token-bearing URLs, redacted).
  expect(log).toMatch(/get_car_goods/);
  expect(log).toMatch(/SMS to 1\d\d\*\*\*\*\d{4}/);
  for (const s of secrets) expect(log.includes(s), 'a token or SMS code appears in the server log').toBe(false);
});

/** The token the page stored after login. */
async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state?: { userData?: { token?: string } } }).state?.userData?.token ?? '',
  );
}

for (const locale of ['zh', 'en'] as const) {
  test(`shop journey (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const base = server.origin;
    const p = (path: string) => `${base}${locale === 'en' ? '/en' : ''}${path}`;
    const phone = uniquePhone();

    // Logged out, the cart sends the visitor to the login page, which brings them back.
    await page.goto(p('/shoppingCart'));
    await expect(page).toHaveURL((u) => u.pathname.endsWith('/login') && (u.searchParams.get('path') ?? '').endsWith('/shoppingCart'));
    await page.getByTestId('login-mobile').fill(phone);
    await page.getByTestId('login-consent').check();
    await page.getByTestId('login-send').click();
    await expect(page.getByTestId('login-sent')).toBeVisible();
    await expect(page.getByTestId('login-send')).toBeDisabled();
    const code = await smsCode(request, base, phone);
    secrets.push(code);
    // A wrong code is refused and what was typed stays.
    await page.getByTestId('login-code').fill(code === '000000' ? '111111' : '000000');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-code-error')).toBeVisible();
    await expect(page.getByTestId('login-mobile')).toHaveValue(phone);
    await page.getByTestId('login-code').fill(code);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL((u) => u.pathname === (locale === 'en' ? '/en/shoppingCart' : '/shoppingCart'));
    await expect(page.getByTestId('cart-empty')).toBeVisible();
    const token = await storedToken(page);
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    secrets.push(token);

    // Riding gear: a variant, from the goods detail page.
    const gear = await pickGoods(request, base, 'equip', true);
    await page.goto(p(`/attachmentDetail?id=${gear.id}&type=2`));
    const variant = page
      .getByTestId('variant')
      .filter({ has: page.locator('input:not([disabled])') })
      .first();
    await variant.click();
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('added-to-cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // A part, from the shop list (searched by part number).
    const part = await pickGoods(request, base, 'parts', false);
    await page.goto(p(`/shopHomePage?kind=parts&q=${encodeURIComponent(part.part_number)}`));
    const tile = page.locator(`[data-testid="shop-goods"][data-goods-id="${part.id}"]`);
    await tile.getByTestId('shop-add').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // Change a quantity in the cart; the total follows.
    await page.getByTestId('nav-cart').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const totalBefore = await page.getByTestId('cart-total').textContent();
    const partLine = page.getByTestId('cart-line').last();
    await partLine.getByTestId('qty-inc').click();
    await expect(partLine.getByTestId('qty-value')).toHaveText('2');
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalBefore ?? '');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');

    // Checkout with a new address, then pay in the sandbox.
    await page.getByTestId('cart-checkout').click();
    await expect(page.getByTestId('address-form')).toBeVisible();
    await page.getByTestId('address-name').fill(locale === 'en' ? 'Alex Chen' : '李雷');
    await page.getByTestId('address-mobile').fill('13800138000');
    await page.getByTestId('address-province').selectOption({ label: locale === 'en' ? 'Yunnan' : '云南' });
    await page.getByTestId('address-city').selectOption({ label: locale === 'en' ? 'Kunming' : '昆明' });
    await page.getByTestId('address-detail').fill(locale === 'en' ? '1 Cuihu South Road' : '翠湖南路 1 号');
    await page.getByTestId('address-save').click();
    await expect(page.getByTestId('address-option')).toHaveCount(1);
    await expect(page.getByTestId('address-option').locator('input')).toBeChecked();
    // The server runs the sandbox provider: the pay button says plainly that no real money moves.
    const demo = locale === 'en' ? 'Demo payment — no real money is charged' : '演示支付 — 不会产生真实扣款';
    await expect(page.getByTestId('demo-payment-banner')).toHaveText(demo);
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByTestId('sandbox-banner')).toBeVisible();
    await expect(page.getByTestId('sandbox-banner')).toHaveText(
      locale === 'en' ? /Demo payment \(sandbox\) — no real money is charged/ : /演示支付（沙箱）/,
    );
    await expect(page).toHaveURL((u) => !!u.searchParams.get('sandbox') && !!u.searchParams.get('order_id'));
    await page.getByTestId('sandbox-pay-button').click();
    await expect(page.getByTestId('pay-result')).toHaveAttribute('data-status', 'paid');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    // The order shows as paid in the user centre.
    await page.getByTestId('pay-result-orders').click();
    const row = page.getByTestId('order-row').first();
    await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'paid');
    await row.getByTestId('order-open').click();
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'paid');

    // Log out: the server revokes the token, and the page goes to the login page.
    await page.getByTestId('logout-button').click();
    await expect(page).toHaveURL((u) => u.pathname.endsWith('/login') && (u.searchParams.get('path') ?? '').includes('/userCenter'));
    // Logged out on the login page: its form, no user icon, and no login button of its own.
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('nav-user')).toHaveCount(0);
    await expect(page.getByTestId('login-button')).toHaveCount(0);
    const after = await request.post(`${base}/stage-api/addons/litestore/api.goods/get_car_goods?token=${token}`, { data: { group_id: 2, lang: 0 } });
    expect(after.status()).toBe(401);
  });
}

/** POSTs a call to the journey's server with a token; returns the envelope's data (throws on a refusal). */
async function apiCall<T>(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await request.post(`${server.origin}/stage-api/${path}${token ? `?token=${token}` : ''}`, { data: { group_id: 2, lang: 0, ...body } });
  const env = (await res.json()) as { code: number; msg: string; data: T };
  if (env.code !== 1) throw new Error(`${path}: ${env.msg}`);
  return env.data;
}

for (const locale of ['zh', 'en'] as const) {
  test(`cancel an unpaid order in the user centre (${locale})`, async ({ page, request }) => {
    const user = await apiCall<TestUser>(request, '__test/session', { phone: uniquePhone() });
    secrets.push(user.token);
    const part = await pickGoods(request, server.origin, 'parts', false);
    await apiCall(request, 'addons/litestore/api.goods/add_car_goods', { goods_id: part.id, quantity: 1 }, user.token);
    const address = await apiCall<{ id: number }>(
      request,
      'api/user/add_and_edit_delivery_address',
      { name: 'Li Lei', mobile: '13800138000', province: 'Yunnan', city: 'Kunming', detail: '1 Cuihu South Road', is_default: 1 },
      user.token,
    );
    const order = await apiCall<{ order_id: number }>(request, 'addons/litestore/api.goods/create_order', { client_key: crypto.randomUUID(), address_id: address.id }, user.token);

    await loginAs(page, user, locale === 'en' ? 1 : 0);
    await page.goto(`${server.origin}${locale === 'en' ? '/en' : ''}/userCenter?tab=orders`);
    const row = page.locator(`[data-testid="order-row"][data-order-id="${order.order_id}"]`);
    await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('order-pay-by')).toHaveText(locale === 'en' ? /^Pay by \d{1,2}:\d{2} [AP]M/ : /^请在 \d{2}:\d{2} 前支付/);

    // Keyboard: Enter opens the confirmation with focus on "keep"; Escape closes it and focus returns.
    const cancel = row.getByTestId('order-cancel');
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('cancel-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('cancel-keep')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(cancel).toBeFocused();
    await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'pending');

    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('cancel-keep')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('cancel-confirm')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row.getByTestId('status-chip')).toHaveAttribute('data-status', 'cancelled');
    await expect(row.getByTestId('status-chip')).toHaveText(locale === 'en' ? 'Cancelled' : '已取消');
    await expect(row.getByTestId('order-cancel')).toHaveCount(0);
    await expect(row.getByTestId('pay-now')).toHaveCount(0);
    const detail = await apiCall<{ status: string }>(request, 'api/user/get_order_detail', { order_id: order.order_id }, user.token);
    expect(detail.status).toBe('cancelled');
  });
}
