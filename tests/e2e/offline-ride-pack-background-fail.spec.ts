// Issue 26 item 6, when the browser's Background Fetch of a ride pack ends short: the server fails one
// of its requests, or the download is cancelled outside the panel (as from the browser's downloads).
// The panel says why and offers Resume; what did not arrive is not stored and the pack is not shown as
// saved; Resume fetches only the rest, and a model of the pack never opened then renders offline.
// A proxy in front of the server fails or slows the pack's requests: the browser's own download does
// not go through Playwright's routing.
import { expect, test, type Page } from '@playwright/test';
import { startStallProxy, type StallProxy } from './net-helpers.ts';
import { freePort, waitForServiceWorker } from './pwa-helpers.ts';
import { storedPack } from './ride-pack-helpers.ts';

const SERIES = 'scooter';
const COPY = {
  zh: { prefix: '', failed: '后台下载在全部文件到达前结束了', cancelled: '下载在本页之外被取消了', resume: '继续下载' },
  en: {
    prefix: '/en',
    failed: 'The background download ended before every file arrived',
    cancelled: 'The download was cancelled outside this page',
    resume: 'Resume',
  },
} as const;

let proxy: StallProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startStallProxy(baseURL!, await freePort());
});
test.afterEach(async () => proxy?.stop());

/** Opens the series page (the worker installs), then the pack preselected with it; returns the series' model pages. */
async function openPack(page: Page, prefix: string): Promise<string[]> {
  await page.goto(`${proxy.origin}${prefix}/vehicleModel?name=${SERIES}`);
  await waitForServiceWorker(page);
  const models = await page
    .locator('main a[href*="/detail?car_model_id="]')
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href)).map((u) => u.pathname + u.search))]);
  expect(models.length).toBeGreaterThan(1);
  await page.goto(`${proxy.origin}${prefix}/ridePack?series=${SERIES}`);
  await expect(page.getByTestId(`pack-series-${SERIES}`)).toBeChecked();
  await expect(page.getByTestId('pack-size')).toContainText(/[\d.]+ (MB|KB)/, { timeout: 120_000 });
  return models;
}

/** Starts the download and waits until the browser has it (the pack's state names the fetch). */
async function download(page: Page): Promise<string> {
  await page.getByTestId('pack-download').click();
  await expect.poll(async () => (await storedPack(page))?.background?.id ?? '', { timeout: 20_000 }).toMatch(/^ride-pack-\d+$/);
  return (await storedPack(page))!.background!.id;
}

/** True when any cache of the origin holds this URL (a page's HTML is stored under its own URL). */
const cached = (page: Page, path: string) => page.evaluate((url) => caches.match(url).then((r) => r !== undefined), `${proxy.origin}${path}`);

/** The panel shows the download stopped short, with `reason`, Resume, and no saved summary. */
async function expectStoppedShort(page: Page, reason: string, resume: string): Promise<void> {
  const panel = page.getByTestId('ride-pack');
  await expect(panel).toHaveAttribute('data-phase', 'paused', { timeout: 90_000 });
  await expect(page.getByTestId('pack-status')).toContainText(reason);
  await expect(page.getByRole('button', { name: resume })).toBeEnabled();
  await expect(page.getByTestId('pack-summary')).toHaveCount(0);
  const progress = page.getByTestId('pack-progress');
  expect(await progress.evaluate((p: HTMLProgressElement) => p.value)).toBeLessThan(await progress.evaluate((p: HTMLProgressElement) => p.max));
  const pack = (await storedPack(page)) as { savedAt: number | null; items: unknown[]; done: Record<string, string> };
  expect(pack.savedAt).toBeNull();
  expect(Object.keys(pack.done).length).toBeLessThan(pack.items.length);
}

/** Resume runs to the saved summary; then, with no signal, `model` (never opened) renders from the pack. */
async function resumeAndRenderOffline(page: Page, resume: string, model: string): Promise<void> {
  await page.getByRole('button', { name: resume }).click();
  await expect(page.getByTestId('pack-summary')).toBeVisible({ timeout: 90_000 });
  expect((await storedPack(page))!.background).toMatchObject({ outcome: 'success' });
  expect(await cached(page, model)).toBe(true);
  await page.context().setOffline(true);
  try {
    const response = await page.goto(`${proxy.origin}${model}`);
    expect((await response!.text()).includes('data-testid="detail-price"'), 'the model page itself, not the shell').toBe(true);
    await expect(page.getByTestId('detail-price').first()).toBeVisible();
    await expect(page.getByTestId('vehicle-params').first()).toBeVisible();
  } finally {
    await page.context().setOffline(false);
  }
}

test('zh: a request the server fails ends the background fetch short; the reason, Resume, and Resume fetches only the rest', async ({ page }) => {
  test.setTimeout(240_000);
  const c = COPY.zh;
  const models = await openPack(page, c.prefix);
  // The server fails the page of a model never opened (browsing prefetches code, never a page's HTML).
  const target = models[models.length - 1]!;
  proxy.fail((method, path) => method === 'GET' && path === target);
  await download(page);

  await expectStoppedShort(page, c.failed, c.resume);
  expect((await storedPack(page))!.background).toMatchObject({ outcome: 'failure' });
  expect(await cached(page, target), 'the failed page is not stored').toBe(false);
  // Opened again later: the same reason, from the state the worker recorded.
  await page.reload();
  await expect(page.getByTestId('pack-status')).toContainText(c.failed);

  // The server answers again: Resume asks only for what is missing.
  proxy.fail(null);
  proxy.resetStats((_method, path) => /\/detail\?car_model_id=/.test(path));
  await resumeAndRenderOffline(page, c.resume, target);
  expect(proxy.stats().paths.filter((p) => p !== target)).toEqual([]);
});

test('en: a background fetch cancelled outside the panel says so, keeps what arrived, and Resume completes it', async ({ page }) => {
  test.setTimeout(240_000);
  const c = COPY.en;
  const models = await openPack(page, c.prefix);
  // Pictures come slowly, so the download is still under way when it is cancelled.
  proxy.delay((_method, path) => path.startsWith('/media/px/'), 300);
  proxy.resetStats((_method, path) => path.startsWith('/media/px/'));
  const id = await download(page);
  await expect.poll(() => proxy.stats().requests, { timeout: 30_000 }).toBeGreaterThan(3);
  // What the browser's download notification does on Cancel.
  const aborted = await page.evaluate(async (fetchId) => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      backgroundFetch: { get(id: string): Promise<{ abort(): Promise<boolean> } | undefined> };
    };
    return (await registration.backgroundFetch.get(fetchId))?.abort();
  }, id);
  expect(aborted).toBe(true);

  await expectStoppedShort(page, c.cancelled, c.resume);
  const pack = (await storedPack(page))!;
  expect(pack.background).toMatchObject({ outcome: 'abort' });
  expect(Object.keys(pack.done).length, 'what arrived before the cancel is kept').toBeGreaterThan(0);

  proxy.delay(null);
  await resumeAndRenderOffline(page, c.resume, models[models.length - 1]!);
});
