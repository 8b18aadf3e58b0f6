// Photograph-weight pictures through the raster pipeline: Chromium gets AVIF/WebP at a width that fits
// the screen, with width/height reserved (no layout shift); Save-Data gets smaller variants; wallpapers
// download as PNG or JPEG at the size they state.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { hydrated, watchLayoutShifts } from './support.ts';

const MODEL = '/pages/detail/car_model_id/1';

/** Bytes and formats of every pipeline picture the page loads, by URL. */
function watchPictures(page: Page): Map<string, { type: string; bytes: number }> {
  const seen = new Map<string, { type: string; bytes: number }>();
  page.on('response', async (res) => {
    if (!res.url().includes('/media/px/')) return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    seen.set(res.url(), { type: res.headers()['content-type'] ?? '', bytes: body.length });
  });
  return seen;
}

const total = (m: Map<string, { bytes: number }>) => [...m.values()].reduce((s, v) => s + v.bytes, 0);

async function heroOf(page: Page) {
  const hero = page.getByTestId('hero-image');
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return hero.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    w: img.naturalWidth,
  }));
}

test('a model page serves AVIF to Chromium at a fitting width, with width/height and no layout shift', async ({ page }) => {
  const pictures = watchPictures(page);
  const shifts = await watchLayoutShifts(page, 'from-load');
  await page.goto(MODEL);
  const hero = await heroOf(page);
  expect(hero.src).toMatch(/\/media\/px\/v1\/moto\/[a-z]+\/side\/[0-9a-f]{6}-[0-9a-f]{6}\/(768|1024|1600)\.avif$/);
  expect([hero.width, hero.height]).toEqual(['800', '500']);
  await expect(page.locator('picture source[type="image/webp"]').first()).toHaveAttribute('srcset', /\.webp 320w/);
  const res = await page.request.get(hero.src);
  expect(res.headers()['content-type']).toBe('image/avif');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  await page.waitForTimeout(500);
  expect(await shifts()).toBeLessThan(0.01);
  expect([...pictures.values()].every((p) => p.type === 'image/avif')).toBe(true);
});

/** A phone (390 px at 3x) loading the model page, with or without Save-Data; returns the picture bytes. */
async function phoneVisit(context: BrowserContext) {
  const page = await context.newPage();
  const pictures = watchPictures(page);
  await page.goto(MODEL);
  const hero = await heroOf(page);
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  return { hero, bytes: total(pictures) };
}

test('Save-Data (header and navigator.connection) picks smaller picture variants', async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, serviceWorkers: 'block' as const };
  const normal = await browser.newContext(phone);
  const full = await phoneVisit(normal);
  await normal.close();
  const saving = await browser.newContext({ ...phone, extraHTTPHeaders: { 'Save-Data': 'on' } });
  await saving.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
      configurable: true,
    }),
  );
  const lite = await phoneVisit(saving);
  await saving.close();
  expect(full.hero.src).toMatch(/\/1600\.avif$/);
  expect(lite.hero.src).toMatch(/\/480\.avif$/);
  expect(lite.hero.w).toBeLessThanOrEqual(480);
  expect(lite.bytes).toBeLessThan(full.bytes / 2);
});

test('under Save-Data the server’s HTML offers only the small widths, and the app hydrates it as it is', async ({ request, browser }) => {
  const widths = (html: string) => [...new Set([...html.matchAll(/\/(\d+)\.avif \d+w/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
  const plain = await request.get(MODEL);
  const lite = await request.get(MODEL, { headers: { 'Save-Data': 'on' } });
  expect(widths(await plain.text())).toContain(1600);
  expect(widths(await lite.text())).toEqual([320, 480]);
  expect(await lite.text()).toMatch(/<html lang="zh-CN" data-save-data>/);
  for (const res of [plain, lite]) expect(res.headers()['vary']).toMatch(/save-data/i);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
      configurable: true,
    }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => void ((m.type() === 'error' || m.type() === 'warning') && problems.push(m.text())));
  const asked: string[] = [];
  page.on('request', (r) => void (r.url().includes('/media/px/') && asked.push(r.url())));
  await page.goto(MODEL);
  await hydrated(page, '#main');
  await page.waitForLoadState('load');
  expect(widths(await page.locator('#main').innerHTML())).toEqual([320, 480]);
  // No picture was ever asked for at a big width (a 3x phone), not even by the HTML's preload header.
  expect(asked.filter((u) => /\/(768|1024|1600)\.\w+$/.test(u))).toEqual([]);
  expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
  await context.close();
});

test('wallpapers download as JPEG or PNG at the stated size, with the size and format shown first', async ({ page }) => {
  await page.goto('/en/videoWallpaper');
  const downloads = page.getByTestId('wallpaper-downloads').first();
  await expect(downloads).toContainText('1170×2532');
  await expect(downloads).toContainText('3840×2160');
  const png = downloads.getByRole('link', { name: /iPhone 12–14, 1170×2532, PNG$/ });
  const jpg = downloads.getByRole('link', { name: /Full HD, 1920×1080, JPEG$/ });
  await expect(png).toHaveText('PNG');
  await expect(page.getByText(/vector/i)).toHaveCount(0);
  for (const [link, type, w, h] of [
    [png, 'image/png', 1170, 2532],
    [jpg, 'image/jpeg', 1920, 1080],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^yunling-[a-z-]+-\\d+-${w}x${h}\\.${type === 'image/png' ? 'png' : 'jpg'}$`));
    const res = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(res.headers()['content-type']).toBe(type);
    const size = await page.evaluate(
      async (url) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        return [bitmap.width, bitmap.height];
      },
      (await link.getAttribute('href')) ?? '',
    );
    expect(size).toEqual([w, h]);
  }
});
