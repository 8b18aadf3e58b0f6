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
