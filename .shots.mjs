import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [1440, 390]) {
  const height = width === 390 ? 844 : 900;
  // Not saved yet: no worker, the model call held open.
  for (const pre of ['', '/en']) {
    const ctx = await browser.newContext({ serviceWorkers: 'block', locale: 'zh-CN', viewport: { width, height } });
    const page = await ctx.newPage();
    await page.route('**/stage-api/api/car_info/get_car_info**', () => undefined);
    await page.goto(`${base}${pre}/detail?car_model_id=3`);
    await page.getByTestId('offline-fallback').waitFor({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/shots-data/not-saved-${pre ? 'en' : 'zh'}-${width}.png` });
    await ctx.close();
  }
  // Warranty prices offline with their as-of stamp, after one Chinese visit.
  const ctx = await browser.newContext({ locale: 'zh-CN', viewport: { width, height } });
  const page = await ctx.newPage();
  await page.goto(`${base}/warrantyService`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('[data-testid^="plan-"]').first().waitFor();
  await page.waitForTimeout(5000);
  await ctx.setOffline(true);
  for (const pre of ['', '/en']) {
    await page.goto(`${base}${pre}/warrantyService`);
    await page.getByTestId('as-of').first().waitFor({ timeout: 15000 });
    await page.getByTestId('as-of').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-data/warranty-offline-${pre ? 'en' : 'zh'}-${width}.png` });
  }
  await ctx.close();
}
await browser.close();
