// Parts search for a model by part number, then add to the cart (logged in); logged out goes to login.
import { expect, test } from '@playwright/test';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';
import { LANGS } from './service-helpers.ts';

async function modelId(request: Parameters<typeof api>[0], slugName: string): Promise<number> {
  const res = await api<{ car_model_id: number; name: string }[]>(request, 'addons/litestore/api.goods/get_part_car_types', { lang: 1 });
  const m = res.body.data.find((x) => x.name.includes(slugName));
  if (!m) throw new Error(`no model ${slugName}`);
  return m.car_model_id;
}

for (const { lang, prefix, n } of LANGS) {
  test(`${lang}: search parts for a model and add one to the cart`, async ({ page, request }) => {
    const id = await modelId(request, 'AT 800');
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, n);
    await page.goto(`${prefix}/partsSearch`);
    await page.getByTestId('parts-model').selectOption(String(id));
    await expect(page.getByTestId('part-card').first()).toBeVisible({ timeout: 30_000 });
    const all = await page.getByTestId('part-card').count();
    expect(all).toBeGreaterThan(3);

    await page.locator('#parts-q').fill('ex-5003');
    await page.locator('#parts-q').press('Enter');
    await expect(page.getByTestId('part-card')).toHaveCount(1);
    const card = page.getByTestId('part-card').first();
    await expect(card.getByTestId('part-number')).toHaveText('YL-EX-5003');
    await expect(card).toContainText('¥3,580.00');
    await expect(page).toHaveURL(/q=ex-5003/);

    const cartChanged = page.evaluate(
      () => new Promise<boolean>((resolve) => window.addEventListener('yunling:cart-changed', () => resolve(true), { once: true })),
    );
    await card.getByTestId('part-add').click();
    await expect(card.getByTestId('part-added')).toBeVisible();
    expect(await cartChanged).toBe(true);
    const cart = await api<{ goods_id: number; part_number: string; quantity: number }[]>(
      request,
      'addons/litestore/api.goods/get_car_goods',
      { lang: n },
      user.token,
    );
    expect(cart.body.data.map((g) => g.part_number)).toContain('YL-EX-5003');
  });

  test(`${lang}: adding to the cart logged out goes to login and back`, async ({ page, request }) => {
    const id = await modelId(request, 'AT 800');
    await page.goto(`${prefix}/partsSearch?car_model_id=${id}&q=YL-EX-5003`);
    await page.getByTestId('part-card').first().getByTestId('part-add').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?path=${encodeURIComponent(`${prefix}/partsSearch`)}`));
  });
}
