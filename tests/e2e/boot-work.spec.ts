// The boot's main-thread work (decision 030): the entry's evaluation no longer runs React DOM's module
// body (that runs in a task of its own, after the HTML is parsed), the shell chunk asks V8 to compile
// its functions off the main thread, and code the site never runs is left out of it.
import { expect, test } from '@playwright/test';

for (const path of ['/', '/en/news', '/aboutUs']) {
  test(`${path}: React DOM's module body runs after the entry's evaluation, in a later task, and the app still takes over`, async ({ page }) => {
    // React DOM reads this global once its module body runs (its dead-code check). Module scripts run
    // in the task that finishes parsing, and Chromium fires DOMContentLoaded at the end of that same
    // task: a read before DOMContentLoaded is a read during the entry's evaluation.
    await page.addInitScript(() => {
      const w = window as Window & { reactDomReads?: boolean[] };
      let parsed = false;
      document.addEventListener('DOMContentLoaded', () => (parsed = true), { capture: true, once: true });
      w.reactDomReads = [];
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        get() {
          w.reactDomReads!.push(parsed);
          return undefined;
        },
      });
    });
    await page.goto(path);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const reads = await page.evaluate(() => (window as Window & { reactDomReads?: boolean[] }).reactDomReads ?? []);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0], 'first read of the devtools hook came after DOMContentLoaded').toBe(true);
  });
}

test('the shell chunk opens with the compile hint and leaves out what the site never runs', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[type="module"][src*="/assets/shell-"]').getAttribute('src');
  expect(src).toBeTruthy();
  const code = await (await request.get(src!)).text();
  // V8 only honours the hint as the file's first line.
  expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  // Never hydrated (React's first commit replaces the server's HTML); never used router components.
  expect(code).not.toContain('hydrateRoot');
  expect(code).not.toContain('displayName=`NavLink`');
  expect(code).not.toContain('displayName=`Form`');
  // No infinite queries: query-core's paging behaviour is replaced by a stub that says so.
  expect(code).not.toContain('getNextPageParam');
  expect(code).toContain('Infinite queries are left out of this build');
  // React DOM is still in the shell chunk (one request), behind the entry's dynamic import.
  expect(code).toContain('createRoot');
});

// The small modules the pages share are grouped into a few chunks (vite.config.ts `CHUNK_GROUPS`,
// decision 039). Each script is a request with ≈1 KB of headers over HTTP/1.1, and events and an
// evaluation task of its own: home asked for 23 scripts before, 12 of them under 1 KB.
test.describe('scripts a page asks for (phone, first visit)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, serviceWorkers: 'block' });
  /** The chunks the grouped modules made on their own before. */
  const GROUPED =
    /\/assets\/(format|use-online|as-of|site-figures|route-data|get-(banners|recommended-models|car-info|car-groups)|sw-bridge|analytics|pwa-chrome|menu-triggers)-/;
  const ceilings: [string, number][] = [
    ['/', 13],
    ['/news', 18],
    ['/pages/detail/car_model_id/1', 19],
  ];
  for (const [path, most] of ceilings) {
    test(`${path}: at most ${most} scripts, the shared helpers in their groups`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => {
        // The service worker's window library loads once the page has settled (decision 036), not with the page.
        if (r.resourceType() === 'script' && !r.url().includes('/workbox-window')) scripts.push(new URL(r.url()).pathname);
      });
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      // The header's menu triggers and the mega-menu (loaded once idle) are in.
      await expect.poll(() => scripts.filter((s) => /\/assets\/(site-chrome|mega-menu)-/.test(s)).length, { timeout: 15_000 }).toBe(2);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(most);
      // None of the grouped modules arrives as a chunk of its own.
      expect(scripts.filter((s) => GROUPED.test(s))).toEqual([]);
    });
  }
});
