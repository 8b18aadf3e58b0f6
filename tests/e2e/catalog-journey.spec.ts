import { expect, test } from '@playwright/test';
import { goodsWithVariants, LABELS, multiVersionModel, seriesGroups, type Lang } from './catalog-helpers.ts';

for (const lang of ['zh', 'en'] as Lang[]) {
  const L = LABELS[lang];

  test(`home → mega-menu → detail (colour, version, gallery) → compare [${lang}]`, async ({ page, request }) => {
    const model = await multiVersionModel(request, L.lang);
    await page.goto(L.prefix || '/');
    for (const title of [L.chooseModel, L.news, L.afterSales, L.about])
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible({ timeout: 20_000 });
    const hero = page.getByTestId('hero').locator('img').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(page.getByTestId('home-models').getByTestId('model-card').first()).toContainText(L.activity);

    // Product world → the model in the mega-menu → its detail page.
    await page.getByTestId('nav-products').click();
    const entry = page.getByTestId('mega-model').filter({ hasText: model.car_model_name }).first();
    await entry.click();
    if (!/detail/.test(page.url())) {
      await page.waitForURL(/detail/, { timeout: 2000 }).catch(async () => page.getByTestId('mega-more').click());
    }
    await page.waitForURL(/detail/);
    await expect(page.getByRole('heading', { level: 1, name: model.car_model_name })).toBeVisible();
    for (const label of [L.vehicle, L.engine, L.config, L.gallery, L.specs, L.related, L.retail])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();

    // Colour: the pictures follow the swatch, and the new one fades in (the first one did not).
    const heroImg = page.getByTestId('hero-image');
    const animationName = () => heroImg.evaluate((img) => getComputedStyle(img).animationName);
    expect(await animationName()).toBe('none');
    const before = await heroImg.getAttribute('src');
    await page.getByTestId('color-swatches').getByRole('radio').nth(1).check();
    await expect(heroImg).not.toHaveAttribute('src', before ?? '');
    expect(await animationName()).toMatch(/reveal/);
    await expect(page).toHaveURL(/color=/);

    // Version: prices and parameters follow the trim.
    const price = page.getByTestId('detail-price');
    const params = page.getByTestId('vehicle-params');
    const priceBefore = await price.innerText();
    const paramsBefore = await params.innerText();
    await page.getByTestId('version-picker').getByRole('radio').nth(1).check();
    await expect(price).not.toHaveText(priceBefore);
    await expect.poll(() => params.innerText()).not.toBe(paramsBefore);

    // Gallery: arrow keys move, the full-screen viewer too.
    const gallery = page.getByTestId('gallery');
    const stage = gallery.getByTestId('gallery-stage');
    const counter = gallery.getByTestId('gallery-counter');
    await expect(counter).toContainText('1 / 5');
    await stage.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter).toContainText('2 / 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toContainText('5 / 5');
    await gallery.getByTestId('gallery-open').click();
    const dialog = page.getByTestId('gallery-dialog');
    await expect(dialog).toBeVisible();
    const full = dialog.getByTestId('gallery-full-image');
    const fullBefore = await full.getAttribute('src');
    await page.keyboard.press('ArrowRight');
    await expect(full).not.toHaveAttribute('src', fullBefore ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Compare this model with a related one.
    await page.getByTestId('compare-toggle').first().click();
    await page.getByTestId('related-models').getByTestId('compare-toggle').first().click();
    const tray = page.getByTestId('compare-tray');
    await expect(tray.getByRole('listitem').filter({ has: page.locator('img') })).toHaveCount(2);
    await tray.getByTestId('compare-open').click();
    await page.waitForURL(/vehicleModel\?compare=/);
    const view = page.getByTestId('compare-view');
    await expect(view.getByRole('heading', { level: 1, name: L.compareTitle })).toBeVisible();
    await expect(view.getByTestId('compare-model')).toHaveCount(2);
    await expect(view.getByTestId('compare-model').first()).toContainText(model.car_model_name);
    await expect(view.getByTestId('compare-model').nth(1)).toContainText(model.related[0].car_model_name, { timeout: 20_000 });
    await expect(view.locator('[data-differs="true"]').first()).toBeVisible();
    await view.getByTestId('only-diff').check();
    await expect(view.locator('[data-testid="compare-row"]:not([data-differs])')).toHaveCount(0);
  });

  test(`series page lists the series' models [${lang}]`, async ({ page, request }) => {
    const groups = await seriesGroups(request, L.lang);
    const series = groups[1];
    const count = series.children.reduce((n, s) => n + s.children.length, 0);
    await page.goto(`${L.prefix}/vehicleModel?name=${series.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: series.name })).toBeVisible();
    await expect(page.getByTestId('model-card')).toHaveCount(count);
    await expect(page.getByTestId('model-card').first()).toContainText(L.retail);
    await page.getByTestId('model-card').first().getByRole('link').click();
    await page.waitForURL(/detail\?car_model_id=\d+/);
    await expect(page.getByTestId('vehicle-params')).toBeVisible();

    await page.goto(`${L.prefix}/vehicleModel`);
    await expect(page.getByTestId('series-section')).toHaveCount(groups.length);
  });

  test(`goods detail shows price and variants for a part and an equipment item [${lang}]`, async ({ page, request }) => {
    for (const [kind, type] of [
      ['parts', 1],
      ['equip', 2],
    ] as const) {
      const item = await goodsWithVariants(request, kind, L.lang);
      await page.goto(`${L.prefix}/attachmentDetail?id=${item.id}&type=${type}`);
      await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
      await expect(page.getByTestId('goods-price')).toHaveText(/^¥[\d,]+(\.\d{1,2})?$/);
      await expect(page.getByTestId('variant')).toHaveCount(item.children.length);
      await expect(page.getByRole('button', { name: L.addToCart })).toBeVisible();
      if (kind === 'parts') await expect(page.getByTestId('goods-fits').getByRole('link').first()).toBeVisible();
    }
  });
}

test('detail answers on both routes, in both languages, and says when a model does not exist', async ({ page, request }) => {
  const model = await multiVersionModel(request, 1);
  await page.goto(`/en/pages/detail/car_model_id/${model.car_model_id}`);
  await expect(page.getByRole('heading', { level: 1, name: model.car_model_name })).toBeVisible();
  await expect(page.getByTestId('cta-buy')).toHaveAttribute(
    'href',
    new RegExp(`^/en/buy\\?car_model_id=${model.car_model_id}&version_id=\\d+&color=`),
  );
  await expect(page.getByTestId('cta-test-drive')).toHaveAttribute('href', `/en/testDrive?car_model_id=${model.car_model_id}`);
  await page.goto(`/pages/detail/car_model_id/${model.car_model_id}`);
  await expect(page.getByTestId('gallery')).toBeVisible();
  await expect(page.getByTestId('cta-buy')).toHaveAttribute('href', new RegExp(`^/buy\\?car_model_id=${model.car_model_id}`));
  const missing = await page.goto('/detail?car_model_id=999999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByTestId('not-found-state')).toBeVisible();
  await expect(page.getByTestId('not-found-state').getByRole('link', { name: '全部车型' })).toHaveAttribute('href', '/vehicleModel');
});
