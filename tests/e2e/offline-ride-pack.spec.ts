// Issue 26 item 6: the ride pack. A rider opens a series page, saves that series with one province's
// stores and a service policy in both languages for offline use, sees the size before and the space
// used after; with no signal, a model of that series never opened before shows its specs, prices and
// gallery, the province's stores and the policy page show, in Chinese and English. A download cut by a
// dropped connection resumes and completes without fetching again what was already stored.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';
import { axeScan } from './a11y-helpers.ts';
import { api } from './support.ts';
import { withoutBackgroundFetch } from './ride-pack-helpers.ts';

const SERIES = 'scooter';
// One after the other: the second reuses the pictures the first had the server prepare.
test.describe.configure({ mode: 'serial' });
const PROVINCE = 2;
// The download in the page, as in browsers without Background Fetch (offline-ride-pack-background.spec.ts
// covers the browser's own download).
test.beforeEach(({ context }) => withoutBackgroundFetch(context));

/** The ids of files the pack has stored, from its state in IndexedDB. */
async function storedIds(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('yl-ride-pack');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('pack').objectStore('pack').get('current');
          get.onsuccess = () => resolve(Object.keys((get.result as { done?: Record<string, string> } | undefined)?.done ?? {}));
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** True once a picture has decoded (a placeholder box has no natural size). */
const decoded = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a ride pack downloads with its size shown, resumes after a dropped connection and renders offline', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.goto(`/vehicleModel?name=${SERIES}`);
  await waitForServiceWorker(page);
  const modelPaths = await page
    .locator('a[href*="/detail?car_model_id="]')
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search))]);
  expect(modelPaths.length).toBeGreaterThan(1);

  // The series page opens the pack preselected with its series.
  await page.getByTestId('series-save-pack').click();
  await expect(page.getByTestId('pack-series-scooter')).toBeChecked();
  await page.getByTestId(`pack-province-${PROVINCE}`).check();
  await page.getByTestId('pack-policy-upkeep').check();
  await page.getByTestId('pack-lang-1').check();
  // The size before the download (pictures are rendered on first request: the first answer is slow).
  await expect(page.getByTestId('pack-size')).toContainText(/约 [\d.]+ (MB|KB)/, { timeout: 120_000 });
  await expect(page.getByTestId('pack-download')).toBeEnabled();

  // Slow the pictures down so the connection can drop mid-way.
  await context.route('**/media/px/**', async (route) => {
    await new Promise((r) => setTimeout(r, 120));
    await route.continue();
  });
  await page.getByTestId('pack-download').click();
  await expect(page.getByTestId('pack-progress')).toBeVisible();
  await expect.poll(async () => (await storedIds(page)).length, { timeout: 30_000 }).toBeGreaterThan(20);
  await context.setOffline(true);
  await expect(page.getByTestId('pack-status')).toContainText('网络已断开');
  const before = await storedIds(page);
  const total = await page.getByTestId('pack-progress').evaluate((p: HTMLProgressElement) => p.max);
  expect(await page.getByTestId('pack-progress').evaluate((p: HTMLProgressElement) => p.value)).toBeLessThan(total);

  // Back online: it carries on by itself, fetching only what was not stored.
  const refetched: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['x-ride-pack']) refetched.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  await context.unroute('**/media/px/**');
  await context.setOffline(false);
  await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 60_000 });
  const storedBefore = new Set(before.filter((id) => !id.includes('\n')));
  expect(refetched.filter((u) => storedBefore.has(u))).toEqual([]);
  expect(refetched.length).toBeGreaterThan(0);
  await expect(page.getByTestId('pack-used')).toContainText(/[\d.]+ (MB|KB)/);
  await expect(page.getByTestId('pack-bytes')).toContainText(/[\d.]+ (MB|KB)/);

  // No signal. A model of the series never opened: its prices, specs and gallery.
  await context.setOffline(true);
  for (const prefix of ['', '/en']) {
    const model = `${prefix}${modelPaths[modelPaths.length - 1]}`;
    await page.goto(model);
    await expect(page.getByTestId('detail-price').first(), model).toBeVisible();
    await expect(page.getByTestId('vehicle-params').first(), model).toBeVisible();
    await expect(page.getByTestId('gallery-image').first()).toBeVisible();
    await expect.poll(() => decoded(page, 'hero-image'), { message: `${model} hero picture` }).toBe(true);
    await expect.poll(() => decoded(page, 'gallery-image'), { message: `${model} gallery picture` }).toBe(true);

    // The menu's path to the same model opens from the app shell with the same stored answers.
    const id = /car_model_id=(\d+)/.exec(model)![1];
    await page.goto(`${prefix}/pages/detail/car_model_id/${id}`);
    await expect(page.getByTestId('detail-price').first()).toBeVisible();

    // The stores of the chosen province.
    await page.goto(`${prefix}/market?province_id=${PROVINCE}`);
    await expect(page.getByTestId('store-card').first()).toBeVisible();
    await expect(page.getByTestId('finder-province')).toHaveValue(String(PROVINCE));

    // The service policy.
    await page.goto(`${prefix}/upkeep`);
    await expect(page.getByTestId('as-of').first()).toBeVisible();
    // Its other tab opens from the app shell with the same stored answer.
    await page.goto(`${prefix}/upkeep?type=3`);
    await expect(page.getByTestId('schedule-table')).toBeVisible();
  }
});

test('the pack panel reads well to assistive technology before and after a download (en)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`/en/ridePack?series=${SERIES}`);
  await expect(page.getByTestId(`pack-series-${SERIES}`)).toBeChecked();
  await page.getByTestId('pack-policy-afterSale').check();
  await expect(page.getByTestId('pack-size')).toContainText(/About [\d.]+ (MB|KB)/, { timeout: 120_000 });
  expect(await axeScan(page, '/en/ridePack before')).toEqual([]);
  await page.getByTestId('pack-download').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('pack-summary')).toContainText('Series: Scooter');
  expect(await axeScan(page, '/en/ridePack after')).toEqual([]);
  // Removing the pack brings the choice back.
  await page.getByTestId('pack-remove').click();
  await expect(page.getByTestId('pack-note')).toHaveText('Pack removed.');
  await expect(page.getByTestId('pack-download')).toBeVisible();
});

test('goods chosen by category: its list and a never-visited goods page open offline, another category says not saved', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const list = async (category: string) =>
    (await api<{ list: { id: number; name: string }[] }>(request, 'addons/litestore/api.goods/goods_list', { category, page_size: 48 })).body.data
      .list;
  const [exhausts, helmets] = [await list('exhaust'), await list('helmet')];
  expect(exhausts.length).toBeGreaterThan(1);
  const options = await api<{ categories: { key: string; name: string }[] }>(request, 'api/ride_pack/options');
  const exhaustName = options.body.data.categories.find((c) => c.key === 'exhaust')!.name;

  await page.goto('/ridePack');
  await waitForServiceWorker(page);
  // The goods group: a fieldset per kind, each category's box naming its goods count.
  const parts = page.getByRole('group', { name: '改装配件' });
  await expect(parts.getByRole('checkbox', { name: `${exhaustName}（${exhausts.length} 件）` })).toBeVisible();
  await expect(page.getByRole('group', { name: '骑行装备' }).getByTestId('pack-category-helmet')).toBeVisible();
  await page.getByTestId('pack-category-exhaust').check();
  await expect(page.getByTestId('pack-size')).toContainText(/约 [\d.]+ (MB|KB)/, { timeout: 120_000 });
  await page.getByTestId('pack-download').click();
  await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('pack-summary')).toContainText(`商品：${exhaustName}`);

  await context.setOffline(true);
  // The category's list as the shop's chip opens it, with its goods.
  await page.goto('/shopHomePage?category=exhaust&kind=parts');
  await expect(page.getByTestId('shop-goods')).toHaveCount(exhausts.length);
  // A goods page of the category never opened before.
  const last = exhausts[exhausts.length - 1]!;
  await page.goto(`/attachmentDetail?id=${last.id}&type=1`);
  await expect(page.getByTestId('goods-page')).toContainText(last.name);
  await expect(page.getByTestId('goods-price')).toBeVisible();
  await expect.poll(() => decoded(page, 'goods-image'), { message: 'goods picture' }).toBe(true);
  // One of another category was not chosen: it says so plainly.
  await page.goto(`/attachmentDetail?id=${helmets[0]!.id}&type=2`);
  await expect(page.getByTestId('offline-fallback')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('goods-page')).toHaveCount(0);
  await context.setOffline(false);
  await page.goto('/ridePack');
  await page.getByTestId('pack-remove').click();
  await expect(page.getByTestId('pack-download')).toBeVisible();
});
