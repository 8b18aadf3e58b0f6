// Every page of the route table renders in both languages; unknown routes show the 404 page; the
// layout rules (footer hidden on /, /app, /market; header not fixed on /market; scroll reset) hold.
import { expect, test, type Page } from '@playwright/test';
import { localizePath, pageNames, pagePath, type Locale, type PageName } from '../../src/app/route-table.ts';
import { api } from './support.ts';

const NOT_FOUND = { zh: '找不到此页面', en: 'This page could not be found' } as const;

/** Query strings the pages expect (spec section 2). */
const QUERIES: Partial<Record<PageName, string>> = {
  login: '?path=%2Fnews',
  upkeep: '?type=1',
  attachmentDetail: '?id=1&type=1',
  detail: '?car_model_id=1',
  newsDetail: '?id=1',
};

function urlOf(name: PageName, locale: Locale, seriesSlug: string): string {
  if (name === 'carModelDetail') return localizePath('/pages/detail/car_model_id/1', locale);
  const query = name === 'vehicleModel' ? `?name=${encodeURIComponent(seriesSlug)}` : (QUERIES[name] ?? '');
  return `${localizePath(pagePath(name), locale)}${query}`;
}

async function expectRendered(page: Page, locale: Locale) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.locator('#main [data-testid="page"] > *').first()).toBeVisible();
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(page.getByText(NOT_FOUND[locale], { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
}

test.describe('every route renders in Chinese and English', () => {
  let seriesSlug = 'adventure';
  test.beforeAll(async ({ request }) => {
    const res = await api<{ slug: string }[]>(request, 'api/car_info/get_cars_by_type', { type: 'vehicle_series' });
    seriesSlug = res.body.data[0].slug;
  });
  for (const name of pageNames) {
    test(`${name}`, async ({ page }) => {
      for (const locale of ['zh', 'en'] as const) {
        const url = urlOf(name, locale, seriesSlug);
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(200);
        await expectRendered(page, locale);
      }
    });
  }
});

test.describe('unknown routes', () => {
  for (const [locale, url, home] of [
    ['zh', '/no-such-page', '/'],
    ['en', '/en/no-such-page', '/en'],
  ] as const) {
    test(`${locale}: shows the 404 text and a working home link`, async ({ page }) => {
      const res = await page.goto(url);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND[locale] })).toBeVisible();
      await page.getByTestId('not-found').getByRole('link').click();
      await expect(page).toHaveURL((u) => u.pathname === home);
      await expect(page.getByTestId('not-found')).toHaveCount(0);
    });
  }
});

test.describe('layout rules', () => {
  test('the footer is hidden on /, /app, /market and their /en twins, and shown elsewhere', async ({ page }) => {
    for (const url of ['/', '/app', '/market', '/en', '/en/app', '/en/market']) {
      await page.goto(url);
      await expect(page.locator('#main [data-testid="page"] > *').first()).toBeVisible();
      await expect(page.getByTestId('site-footer'), url).toHaveCount(0);
    }
    for (const url of ['/news', '/en/news', '/aboutUs', '/en/club']) {
      await page.goto(url);
      await expect(page.getByTestId('site-footer'), url).toBeVisible();
    }
  });

  test('the header is not fixed on /market and fixed elsewhere', async ({ page }) => {
    const position = () => page.getByTestId('site-header').evaluate((el) => getComputedStyle(el).position);
    for (const url of ['/market', '/en/market']) {
      await page.goto(url);
      await expect.poll(position, { message: url }).toBe('relative');
    }
    for (const url of ['/', '/news', '/en', '/en/news']) {
      await page.goto(url);
      await expect.poll(position, { message: url }).toBe('fixed');
      expect(await page.getByTestId('site-header').evaluate((el) => el.getBoundingClientRect().height)).toBe(68);
    }
  });

  test('navigating from a scrolled page (via a footer link) starts the next page at the top', async ({ page }) => {
    await page.goto('/news');
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-about')).toBeVisible({ timeout: 20_000 });
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    await footer.getByTestId('footer-about').getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/honor$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a scroll made before the page has hydrated is kept (only page changes reset it)', async ({ page }) => {
    // The page's code is held back until the visitor has scrolled the server's page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/news', { waitUntil: 'commit' });
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByTestId('footer-about')).toBeVisible({ timeout: 20_000 });
    await footer.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    release();
    // Back-to-top shows once the page has hydrated (its effects have run) and sees itself scrolled.
    await expect(page.getByTestId('back-to-top')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('back-to-top appears once scrolled and returns to the top', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/news');
    await expect(page.getByTestId('site-footer').getByTestId('footer-about')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('back-to-top')).toBeHidden();
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await page.getByTestId('back-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId('back-to-top')).toBeHidden();
  });

  test('footer: series open /vehicleModel?name, partners open in a new window with noopener', async ({ page, request }) => {
    const series = (await api<{ slug: string; name: string }[]>(request, 'api/car_info/get_cars_by_type', { type: 'vehicle_series' })).body.data;
    const partners = (await api<{ title: string; url: string }[]>(request, 'api/about_us/get_partner')).body.data;
    await page.goto('/news');
    const links = page.getByTestId('footer-series');
    await expect(links).toHaveCount(series.length);
    await expect(links.first()).toHaveAttribute('href', `/vehicleModel?name=${encodeURIComponent(series[0].slug)}`);
    const partnerLinks = page.getByTestId('footer-partners').getByRole('link');
    await expect(partnerLinks).toHaveCount(partners.length);
    await expect(partnerLinks.first()).toHaveAttribute('href', partners[0].url);
    await expect(partnerLinks.first()).toHaveAttribute('target', '_blank');
    await expect(partnerLinks.first()).toHaveAttribute('rel', /noopener/);
    const year = new Date().getFullYear();
    await expect(page.getByTestId('site-footer')).toContainText(`© ${year} 云岭摩托`);
    await page.goto('/en/news');
    await expect(page.getByTestId('site-footer')).toContainText(`© ${year} Yunling Motor`);
    await expect(page.getByTestId('footer-series').first()).toHaveAttribute('href', `/en/vehicleModel?name=${encodeURIComponent(series[0].slug)}`);
  });
});
