// Route errors read like the rest of the page: a translated message in the page's language, "Try
// again" and "Home", keyboard reachable and announced; the raw error text only in the console.
// Failed downloads are simulated by aborting the request (service workers blocked: a worker's
// precache would answer instead). The chunk guard's reload-once rule is pwa-chunk-reload.spec.ts.
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

const copy = {
  zh: { prefix: '', load: '页面未能加载', retry: '重试', home: '返回首页', notFound: '找不到此页面' },
  en: { prefix: '/en', load: 'This page couldn’t load', retry: 'Try again', home: 'Back to home', notFound: 'This page could not be found' },
} as const;

const NEWS_CHUNK = /\/assets\/news-page-[\w-]+\.js$/;
const CONTENT_TRANSLATIONS = /\/assets\/content-[\w-]+\.json$/;
const RAW = /Cannot read|dynamically imported|Failed to fetch|did not load|undefined|ChunkLoadError/;

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function expectFriendlyError(page: Page, c: (typeof copy)[keyof typeof copy]) {
  const panel = page.getByTestId('route-error');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('heading', { level: 1, name: c.load })).toBeFocused();
  await expect(panel.getByRole('button', { name: c.retry })).toBeVisible();
  await expect(panel.getByRole('link', { name: c.home })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RAW);
}

for (const [locale, c] of Object.entries(copy)) {
  test(`${locale}: a page chunk that fails shows the translated error; Try again (keyboard) loads the page`, async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route(NEWS_CHUNK, (route) => route.abort());
    await page.goto(`${c.prefix}/news`);
    await expectFriendlyError(page, c);
    expect(errors.some((e) => /dynamically imported module/.test(e))).toBe(true);

    await page.unroute(NEWS_CHUNK);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: c.retry })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('news-list')).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });

  test(`${locale}: a translation file that fails to load shows the translated error, not keys; Home leaves it`, async ({ page }) => {
    const errors = consoleErrors(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
    });
    await page.route(CONTENT_TRANSLATIONS, (route) => route.abort());
    await page.goto(`${c.prefix}/news`);
    await expectFriendlyError(page, c);
    await expect(page.getByText('news.title')).toHaveCount(0);
    expect(errors.some((e) => /translations .*content did not load/.test(e))).toBe(true);
    const shown = documents.length;

    await page.getByTestId('route-error').getByRole('link', { name: c.home }).click();
    await expect(page).toHaveURL((u) => u.pathname === (c.prefix || '/'));
    await expect(page.getByTestId('route-error')).toHaveCount(0);
    // The error page the user acted on stayed put: no reload replaced it, Home was the only load.
    expect(documents.slice(shown)).toEqual([c.prefix || '/']);
  });

  test(`${locale}: the 404 page is translated, takes the focus, and has working Try again and Home`, async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    const res = await page.goto(`${c.prefix}/no-such-page`);
    expect(res?.status()).toBe(404);
    const panel = page.getByTestId('not-found');
    await expect(page.getByRole('heading', { level: 1, name: c.notFound })).toBeFocused();
    await panel.getByRole('button', { name: c.retry }).click();
    await expect.poll(() => loads).toBe(2);
    await expect(page.getByRole('heading', { level: 1, name: c.notFound })).toBeVisible();
    await panel.getByRole('link', { name: c.home }).click();
    await expect(page).toHaveURL((u) => u.pathname === (c.prefix || '/'));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
}
