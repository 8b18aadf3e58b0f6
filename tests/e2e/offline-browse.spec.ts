// The product's promise: after one online visit, home, the mega-menu, the visited model and the news
// list still open with the network cut (Chinese with four menu groups, English with two).
import { expect, test, type Page } from '@playwright/test';
import { expectMegaGroupFilled, openMegaMenu, waitForServiceWorker } from './pwa-helpers.ts';

const journeys = [
  { lang: 'zh', prefix: '', groups: 4 },
  { lang: 'en', prefix: '/en', groups: 2 },
] as const;

async function visitDetailAndNews(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/pages/detail/car_model_id/1`);
  await expect(page.getByTestId('vehicle-params')).toBeVisible();
  await expect(page.getByTestId('gallery')).toBeVisible();
  await page.goto(`${prefix}/news`);
  await expect(page.getByTestId('news-list')).toBeVisible();
}

for (const { lang, prefix, groups } of journeys) {
  test(`${lang}: visited pages and the mega-menu work offline`, async ({ page, context }) => {
    test.setTimeout(120_000);
    // Online visit: home (open every menu group once: goods groups load on first hover), a model, news.
    await page.goto(prefix || '/');
    await waitForServiceWorker(page);
    const online = await openMegaMenu(page);
    await expect(online.locator('[data-testid^="mega-group-"]')).toHaveCount(groups);
    for (let i = 0; i < groups; i++) await expectMegaGroupFilled(online, i);
    await page.keyboard.press('Escape');
    await visitDetailAndNews(page, prefix);

    await context.setOffline(true);

    // The worker answers with the page language's own HTML (its static shell is in that language).
    const answer = await page.goto(prefix || '/');
    expect(answer?.fromServiceWorker()).toBe(true);
    expect(await answer?.text()).toContain(lang === 'en' ? '<html lang="en-US">' : '<html lang="zh-CN">');
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    const offline = await openMegaMenu(page);
    for (let i = 0; i < groups; i++) await expectMegaGroupFilled(offline, i);
    await page.keyboard.press('Escape');

    await visitDetailAndNews(page, prefix);
    await page.reload();
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
  });
}
