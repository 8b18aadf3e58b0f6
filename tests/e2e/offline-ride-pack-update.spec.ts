// Issue 26 item 6: a ride pack saved before an app update still opens offline after it. The rider
// saves a series, a new version is deployed and accepted (its worker activates and clears the
// visited pages' HTML), the pack's pages are brought up to the new version by themselves on the next
// page load, and with no signal a model of the series never opened renders from the new version's
// own files. Build B is the same sources with another BUILD_ID and its own server entry (pwa-helpers.ts
// `secondBuild`): without that entry its server answered every page with the template, which the
// refresh then stored in place of the pack's pages.
import { expect, test } from '@playwright/test';
import { distDir, freePort, secondBuild, startServer, tempDataDir, waitForServiceWorker } from './pwa-helpers.ts';
import { withoutBackgroundFetch } from './ride-pack-helpers.ts';

const SERIES = 'scooter';

/** The entry script the pack's copy of a page loads (which app version rendered it). */
const packedEntry = async (path: string): Promise<string> => {
  const html = (await (await (await caches.open('yl-ride-pack-v1')).match(new URL(path, location.origin).href))?.text()) ?? '';
  return /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? 'none';
};
/** The entry script of the open page. */
const entryScript = () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname;

test('a saved ride pack survives an app update and its never-visited model renders offline', async ({ page, context }) => {
  test.setTimeout(360_000);
  const b = secondBuild(distDir());
  const port = await freePort();
  const dataDir = tempDataDir('pack-update');
  let server = await startServer({ distDir: distDir(), port, dataDir });
  try {
    await page.goto(`${server.origin}/vehicleModel?name=${SERIES}`);
    await waitForServiceWorker(page);
    const models = await page
      .locator('a[href*="/detail?car_model_id="]')
      .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search))]);
    const model = models[models.length - 1]!;
    const entryA = await page.evaluate(entryScript);

    await page.goto(`${server.origin}/ridePack?series=${SERIES}`);
    await expect(page.getByTestId(`pack-series-${SERIES}`)).toBeChecked();
    await expect(page.getByTestId('pack-size')).toContainText(/约 [\d.]+ (MB|KB)/, { timeout: 120_000 });
    await page.getByTestId('pack-download').click();
    await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('pack-after-update')).toContainText('应用更新后');
    expect(await page.evaluate(packedEntry, model)).toBe(entryA);

    // Deploy build B and accept the update: the new worker activates and reloads the page.
    await server.stop();
    server = await startServer({ distDir: b.dir, port, dataDir });
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 60_000 });
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), page.getByTestId('update-accept').click()]);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.build), { timeout: 15_000 }).toBe(b.buildId);
    const entryB = await page.evaluate(entryScript);
    expect(entryB).not.toBe(entryA);

    // The reloaded page said hello online: the pack's pages follow the new version by themselves.
    await expect.poll(() => page.evaluate(packedEntry, model), { timeout: 90_000 }).toBe(entryB);
    await expect(page.getByTestId('pack-summary')).toBeVisible();

    // No signal: the model never opened renders from the pack, and every file it loads is there.
    await context.setOffline(true);
    // The open page shows it is offline first (loading the indicator's chunk and translations): leaving
    // it sooner would cut those requests short and count them as failures of the model page.
    await expect(page.getByTestId('offline-indicator')).toBeVisible();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    const response = await page.goto(`${server.origin}${model}`);
    expect((await response!.text()).includes('data-testid="detail-price"'), 'the model page itself, not the shell').toBe(true);
    expect(await page.evaluate(entryScript)).toBe(entryB);
    await expect(page.getByTestId('detail-price').first()).toBeVisible();
    await expect(page.getByTestId('vehicle-params').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe(b.buildId);
    // Hydrated: the gallery is drawn by the page's script after the first screen.
    await expect(page.getByTestId('gallery-image').first()).toBeVisible();
    expect(failed.filter((u) => u.includes('/assets/'))).toEqual([]);
  } finally {
    await context.setOffline(false);
    await server.stop();
  }
});

test('Update fetches again only what changed and drops what left the pack', async ({ page, context }) => {
  test.setTimeout(240_000);
  // The page's own requests are counted: the download in the page (browsers without Background Fetch).
  await withoutBackgroundFetch(context);
  await page.goto(`/ridePack?series=${SERIES}`);
  await waitForServiceWorker(page);
  await expect(page.getByTestId(`pack-series-${SERIES}`)).toBeChecked();
  await expect(page.getByTestId('pack-size')).toContainText(/约 [\d.]+ (MB|KB)/, { timeout: 120_000 });
  await page.getByTestId('pack-download').click();
  await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 90_000 });

  // The next manifest: one page and one answer changed on the server, one picture no longer used.
  type Item = { url: string; kind: string; version: string; body?: string };
  let changed: Item[] = [];
  let dropped: Item | undefined;
  await page.route('**/stage-api/api/ride_pack/manifest', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { data: { items: Item[] } };
    const items = envelope.data.items;
    changed = [items.find((i) => i.kind === 'page')!, items.find((i) => i.kind === 'api')!];
    for (const item of changed) item.version = `${item.version}-changed`;
    dropped = items.find((i) => i.kind === 'image');
    envelope.data.items = items.filter((i) => i !== dropped);
    await route.fulfill({ response, json: envelope });
  });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['x-ride-pack']) fetched.push(`${new URL(r.url()).pathname}${new URL(r.url()).search} ${r.postData() ?? ''}`.trim());
  });
  await page.getByTestId('pack-update').click();
  await expect.poll(() => fetched.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('ride-pack')).toHaveAttribute('data-phase', 'done');
  await expect(page.getByTestId('pack-summary')).toBeVisible();
  expect(fetched.sort()).toEqual(changed.map((i) => `${i.url} ${i.body ?? ''}`.trim()).sort());
  const stored = (url: string) => caches.match(new URL(url, location.origin).href).then((r) => r !== undefined);
  expect(await page.evaluate(stored, dropped!.url)).toBe(false);
});
