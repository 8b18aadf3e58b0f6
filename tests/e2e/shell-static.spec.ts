// The header is in the server's HTML (decision 047): it paints in the page's language before any
// script runs, and hydration keeps it where it is.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchLayoutShifts } from './support.ts';

// Every page is rendered by the server with its header.
const pages = [
  { path: '/news', lang: 'zh-CN', brand: '云岭摩托', link: '线下门店', ready: 'news-list' },
  { path: '/en/news', lang: 'en-US', brand: 'Yunling Motor', link: 'News', ready: 'news-list' },
  { path: '/contactUs', lang: 'zh-CN', brand: '云岭摩托', link: '线下门店', ready: 'contact-hotline' },
  { path: '/en/contactUs', lang: 'en-US', brand: 'Yunling Motor', link: 'News', ready: 'contact-hotline' },
];

/** Where the header and its parts sit, and what the brand and navigation say. */
function measure(header: Element) {
  const box = (el: Element | null) => {
    const r = el!.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height];
  };
  return {
    header: box(header),
    brand: box(header.querySelector('a')),
    nav: box(header.querySelector('nav')),
    language: box(header.querySelector('button[lang]')),
    // The navigation's entries (a dropdown's list joins its trigger once its code loads: not compared).
    text: [header.querySelector('a'), ...header.querySelectorAll('nav > ul > li > :first-child')].map((el) => el!.textContent).join(' | '),
  };
}

/** The header as painted by a page without scripts (the HTML's static shell). */
async function staticHeader(browser: Browser, baseURL: string, path: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    const layout = await page.locator('#root header[data-fixed]').evaluate(measure);
    const facts = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      inert: (document.getElementById('root') as HTMLElement & { inert: boolean }).inert,
      testIds: document.querySelectorAll('#root [data-testid]').length,
    }));
    return { ...layout, ...facts };
  } finally {
    await context.close();
  }
}

async function liveHeader(page: Page) {
  const header = page.getByTestId('site-header');
  await expect(header).toHaveCount(1);
  return header.evaluate(measure);
}

for (const { path, lang, brand, link, ready } of pages) {
  test(`${path}: the HTML carries the ${lang} header before scripts run`, async ({ browser, baseURL }) => {
    const shell = await staticHeader(browser, baseURL!, path, 1440);
    expect(shell.lang).toBe(lang);
    expect(shell.text).toContain(brand);
    expect(shell.text).toContain(link);
    expect(shell.language[2]).toBeGreaterThan(0);
  });

  for (const width of [1440, 390]) {
    test(`${path} at ${width} px: React takes over the static header in place (same box, no layout shift)`, async ({ browser, baseURL, page }) => {
      const shell = await staticHeader(browser, baseURL!, path, width);
      await page.setViewportSize({ width, height: 800 });
      const shifts = await watchLayoutShifts(page, 'from-load');
      await page.goto(path);
      await expect(page.getByTestId(ready)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const live = await liveHeader(page);
      // The English language badges fill a reserved slot later: the parts on either side stay put.
      const { lang: _l, inert: _i, testIds: _t, ...painted } = shell;
      expect(live).toEqual(painted);
      expect(await shifts()).toBe(0);
    });
  }
}
