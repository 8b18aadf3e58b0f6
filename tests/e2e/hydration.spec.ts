// The browser hydrates the server's HTML: no hydration warning or error in the console, and the
// page's main heading after hydration is the very DOM node the HTML made (no replacement flash).
import { expect, test } from '@playwright/test';

const PAGES = [
  '/',
  '/en',
  '/news',
  '/en/news',
  '/pages/detail/car_model_id/1',
  '/en/pages/detail/car_model_id/1',
  '/newsDetail?id=1',
  '/club',
  '/en/club',
  '/shopHomePage',
  '/aboutUs',
  '/en/afterSale',
  '/vehicleModel',
  '/market',
  '/privacy',
  '/no-such-page',
];

test('public pages hydrate the server HTML without warnings and keep its nodes', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' || /hydrat|did not match|Minified React error #4(18|19|21|23|25)/i.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (err) => problems.push(`${page.url()}: ${err.message}`));
  // Marks the server's heading before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = document.querySelector('#main h1') ?? document.querySelector('#main [data-testid]');
      (window as Window & { __serverNode?: Element | null }).__serverNode = heading;
    });
  });
  for (const path of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Hydrated: React attached its props to the server's nodes.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('#main') ?? {}).some((k) => k.startsWith('__reactProps'))), {
        message: path,
      })
      .toBe(true);
    await page.waitForTimeout(300);
    const same = await page.evaluate(() => {
      const marked = (window as Window & { __serverNode?: Element | null }).__serverNode;
      return !!marked && marked.isConnected && (document.querySelector('#main h1') ?? document.querySelector('#main [data-testid]')) === marked;
    });
    expect(same, `${path}: the server's heading is still the one on screen`).toBe(true);
  }
  // A 404 answers with its status; the console error of that response is expected, nothing else.
  expect(problems.filter((p) => !/404 \(Not Found\)/.test(p))).toEqual([]);
});
