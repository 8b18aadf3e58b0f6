import { expect, test, type Page } from '@playwright/test';
import { createTestUser, loginAs, uniquePhone } from './support.ts';
import { goodsWithVariants } from './catalog-helpers.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

/**
 * Waits until the service worker controls the page and holds the whole offline copy (the install
 * stores only what a return visit needs first; the rest follows), so going offline keeps every chunk.
 */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await waitForServiceWorker(page, 'complete');
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
}

test.describe('goods detail: add to cart', () => {
  test('logged out, the button goes to the login page and back', async ({ page, request }) => {
    const item = await goodsWithVariants(request, 'equip', 1);
    await page.goto(`/en/attachmentDetail?id=${item.id}&type=2`);
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL(/\/en\/login\?path=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('path') ?? '')).toBe(`/en/attachmentDetail?id=${item.id}&type=2`);
  });

  test('logged in, the chosen variant is added', async ({ page, request }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, 0);
    const item = await goodsWithVariants(request, 'parts', 0);
    const variant = item.children.filter((c) => c.stock > 0)[1] ?? item.children.find((c) => c.stock > 0)!;
    await page.goto(`/attachmentDetail?id=${item.id}&type=1`);
    await page.getByTestId('variant').filter({ hasText: variant.name }).getByRole('radio').check();
    const added = page.waitForResponse((r) => r.url().includes('add_car_goods'));
    await page.getByTestId('add-to-cart').click();
    const body = (await added).request().postDataJSON() as { goods_id: number; quantity: number };
    expect(body).toMatchObject({ goods_id: variant.id, quantity: 1 });
    await expect(page.getByTestId('added-to-cart')).toBeVisible();

    // Sold out since the page was loaded: the server's code-0 refusal is shown as it is.
    await page.route('**/add_car_goods**', (route) => route.fulfill({ json: { code: 0, msg: '该规格已售罄', data: null } }));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-refusal')).toHaveText('该规格已售罄');
    await expect(page.getByTestId('added-to-cart')).toBeHidden();
  });

  test('offline it asks for a connection, sends nothing, and a dropped request is not resent', async ({ page, context, request }) => {
    const user = await createTestUser(request, uniquePhone());
    await loginAs(page, user, 1);
    const item = await goodsWithVariants(request, 'equip', 1);
    await page.goto(`/en/attachmentDetail?id=${item.id}&type=2`);
    await underServiceWorker(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('add_car_goods')) sent += 1;
    });

    await context.setOffline(true);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('needs-connection')).toBeVisible();
    expect(sent).toBe(0);
    await context.setOffline(false);

    // Online, but the request dies on the way: the same state, and nothing is retried on its own.
    await page.route('**/add_car_goods**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('needs-connection').getByRole('button').click();
    await expect(page.getByTestId('needs-connection')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(sent).toBe(1);
  });
});
