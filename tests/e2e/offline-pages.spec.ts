// Issue 26 item 9: every public page works offline after one visit, in both languages. A rider reads
// the after-sales policies, honors and wallpapers once in Chinese; offline, each reloads with its
// content in Chinese and, because the catalog is cached in both languages, in English too. Pages that
// show prices say how old they are.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';

interface OfflinePage {
  path: string;
  content: (page: Page) => Locator;
  prices?: boolean;
}

const PAGES: OfflinePage[] = [
  { path: '/specialService', content: (p) => p.getByTestId('special-service-page').locator('article h2').first(), prices: true },
  { path: '/warrantyService', content: (p) => p.locator('[data-testid^="plan-"]').first(), prices: true },
  { path: '/financialService', content: (p) => p.locator('[data-testid^="finance-plan-"]').first(), prices: true },
  { path: '/upkeep?type=3', content: (p) => p.getByTestId('schedule-table'), prices: true },
  { path: '/usedCarService', content: (p) => p.locator('#used-steps') },
  { path: '/thirdService', content: (p) => p.getByTestId('policy') },
  { path: '/honor', content: (p) => p.locator('[data-testid^="honor-"]').first() },
  { path: '/videoWallpaper', content: (p) => p.getByTestId('wallpapers') },
];

const en = (path: string) => `/en${path}`;
/** What a page says when it has no copy: plain words, never an error page. */
const NOT_SAVED = /还没有离线保存|离线时无法打开此内容|当前处于离线状态|isn't saved for offline use yet|isn't available offline|You’re offline/;

test('after one Chinese visit, the service policies, honors and wallpapers show offline in Chinese and English', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForServiceWorker(page);
  for (const { path, content } of PAGES) {
    await page.goto(path);
    await expect(content(page)).toBeVisible();
    // The English copies are fetched once the page is idle (within 2 s): a rider reading the page stays
    // that long. Then let those requests finish.
    await page.waitForTimeout(2500);
    await page.waitForLoadState('networkidle');
  }
  // Let the last answers and their IndexedDB writes land.
  await page.waitForTimeout(2000);

  await context.setOffline(true);
  const missing: string[] = [];
  for (const url of [...PAGES.map((p) => p.path), ...PAGES.map((p) => en(p.path))]) {
    const spec = PAGES.find((p) => url.endsWith(p.path))!;
    await page.goto(url);
    const shown = await spec
      .content(page)
      .waitFor({ timeout: 6000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) {
      // Not saved is allowed only as a plain statement, never an error page or a spinner.
      await expect(page.locator('main')).toContainText(NOT_SAVED);
      missing.push(url);
      continue;
    }
    if (spec.prices) await expect(page.getByTestId('as-of').first(), `${url} stamps its prices`).toBeVisible();
  }
  // Every one of these was visited in Chinese, so every one has a copy in both languages.
  expect(missing).toEqual([]);
});

test('switching language offline to a page never saved in either language says so plainly', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(en('/honor'));
  await expect(page.locator('main')).toContainText(NOT_SAVED);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
