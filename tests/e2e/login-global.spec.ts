// Global login (issue 28, item 5): +34 and +86 numbers through the form with the country picker, no
// login button on the login page, a logged-out "add to cart" completed once after login; and riders'
// posts in their own language first, labelled (item 6).
import { expect, test, type Page } from '@playwright/test';
import { pickGoods, smsCode } from './shop-helpers.ts';
import { uniquePhone } from './support.ts';

async function storedToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state?: { userData?: { token?: string; mobile?: string } } }).state?.userData
        ?.token ?? '',
  );
}

/** Sends a code from the login form, reads it from the test sink (by the number as typed) and logs in. */
async function logInThroughForm(
  page: Page,
  origin: string,
  request: import('@playwright/test').APIRequestContext,
  typed: string,
  sinkNumber: string,
) {
  await page.getByTestId('login-mobile').fill(typed);
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-sent')).toBeVisible();
  await page.getByTestId('login-code').fill(await smsCode(request, origin, sinkNumber));
  await page.getByTestId('login-submit').click();
}

test('en: a +34 number logs in through the picker; the login page has no login button', async ({ page, request, baseURL }) => {
  await page.goto('/en/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  const picker = page.getByLabel('Country or region calling code');
  await expect(picker).toHaveValue('CN'); // zh-CN browser: its region
  await expect(picker.locator('option[value="ES"]')).toHaveText('Spain +34');
  // A number that is not a Spanish mobile is refused on the page, in English.
  await picker.selectOption('ES');
  await page.getByTestId('login-mobile').fill('912 345 678');
  await page.getByTestId('login-consent').check();
  await page.getByTestId('login-send').click();
  await expect(page.getByTestId('login-mobile-error')).toContainText('valid mobile number');
  const local = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await logInThroughForm(page, baseURL ?? '', request, local, `+34${local}`);
  await expect(page).toHaveURL((u) => u.pathname === '/en/userCenter');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('yunling-store') ?? '{}') as { state: { userData: { mobile: string } } });
  expect(stored.state.userData.mobile).toBe(`+34${local}`);
});

test('en: a visitor whose browser says es-ES starts on Spain', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/en/login');
  await expect(page.getByLabel('Country or region calling code')).toHaveValue('ES');
  await page.goto('/login');
  await expect(page.getByLabel('国家或地区区号')).toHaveValue('CN');
  await context.close();
});

test('zh: a +86 number logs in, and +86… and the 11 digits are one account', async ({ page, request, baseURL }) => {
  const phone = uniquePhone();
  await page.goto('/login');
  await expect(page.getByLabel('国家或地区区号')).toHaveValue('CN');
  await expect(page.getByLabel('国家或地区区号').locator('option[value="ES"]')).toHaveText('西班牙 +34');
  await logInThroughForm(page, baseURL ?? '', request, `+86 ${phone}`, phone);
  await expect(page).toHaveURL((u) => u.pathname === '/userCenter');
  const first = await storedToken(page);
  const r = await request.post(`${baseURL}/stage-api/api/user/mobilelogin`, { data: { group_id: 2, mobile: phone, captcha: '000000', consent: true } });
  expect(r.status()).toBe(200); // a valid number: only the code is wrong
  expect(first).toMatch(/^[0-9a-f]{32}$/);
});

test('a logged-out add to cart completes once after login', async ({ page, request, baseURL }) => {
  const origin = baseURL ?? '';
  const goods = await pickGoods(request, origin, 'equip', false);
  const phone = uniquePhone();
  await page.goto(`/attachmentDetail?id=${goods.id}&type=2`);
  await page.locator('#goods-qty').fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await logInThroughForm(page, origin, request, phone, phone);
  await expect(page).toHaveURL((u) => u.pathname === '/attachmentDetail' && u.searchParams.get('id') === String(goods.id));
  await expect(page.getByTestId('added-to-cart')).toBeVisible();
  const token = await storedToken(page);
  const cart = async () => {
    const res = await request.post(`${origin}/stage-api/addons/litestore/api.goods/get_car_goods?token=${token}`, { data: { group_id: 2, lang: 0 } });
    return ((await res.json()) as { data: { goods_id: number; quantity: number }[] }).data;
  };
  await expect.poll(async () => (await cart()).map((l) => [l.goods_id, l.quantity])).toEqual([[goods.id, 2]]);
  await page.reload();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page.getByTestId('added-to-cart')).toHaveCount(0);
  expect((await cart()).map((l) => [l.goods_id, l.quantity])).toEqual([[goods.id, 2]]);
});

for (const locale of ['en', 'zh'] as const) {
  test(`${locale}: ride stories list the page's language first, each labelled`, async ({ page }) => {
    await page.goto(locale === 'en' ? '/en/postService' : '/postService');
    const posts = page.getByTestId('post-list').locator('article');
    await expect(posts.first()).toBeVisible();
    const langs = await page.getByTestId('post-lang').evaluateAll((els) => els.map((e) => e.getAttribute('data-lang')));
    expect(langs.length).toBe(await posts.count());
    expect(langs[0]).toBe(locale);
    const firstOther = langs.findIndex((l) => l !== locale);
    expect(firstOther).toBeGreaterThan(0);
    expect(langs.slice(firstOther).every((l) => l !== locale)).toBe(true);
    await expect(page.getByTestId('post-lang').first()).toHaveText(locale === 'en' ? /^Written in\s+English$/ : /^语言：\s*中文$/);
    await expect(posts.first().locator('h2')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('post-other-lang')).toHaveText(locale === 'en' ? 'The stories below are written in Chinese' : '以下游记以英文撰写');
  });
}
