// Site search from the header: models by spec (ABS), goods by a Chinese word inside a name (头盔) and a
// store by city (昆明 / Kunming), grouped by type, by keyboard; then the same with the network cut,
// over the saved index, and over what other pages saved when the index was never fetched.
import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers.ts';

const CASES = [
  { lang: 'zh', prefix: '', abs: 'ABS', helmet: '头盔', city: '昆明', store: /昆明/ },
  { lang: 'en', prefix: '/en', abs: 'abs', helmet: 'helmet', city: 'Kunming', store: /Kunming/ },
] as const;

/** Types a query and waits for the live region to announce the results. */
async function search(page: Page, query: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.fill(query);
  await expect(page.getByTestId('search-status')).not.toBeEmpty();
}

async function expectFinds(page: Page, c: (typeof CASES)[number]): Promise<void> {
  await search(page, c.abs);
  await expect(page.getByTestId('search-group-model').getByTestId('search-hit').first()).toBeVisible();
  await search(page, c.helmet);
  await expect(page.getByTestId('search-group-goods').getByTestId('search-hit').first()).toBeVisible();
  await search(page, c.city);
  await expect(page.getByTestId('search-group-store').getByTestId('search-hit').filter({ hasText: c.store }).first()).toBeVisible();
}

for (const c of CASES) {
  test(`${c.lang}: the header opens search; ABS, ${c.helmet} and ${c.city} are found online and offline, by keyboard`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto(`${c.prefix}/`);
    await waitForServiceWorker(page);
    await page.getByTestId('search-button').click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/search$`));
    await expect(page.getByTestId('search-input')).toBeFocused();
    await expectFinds(page, c);
    // The address follows the query, so a search can be shared and Back returns to it.
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(c.city)}$`));
    await expect(page.getByTestId('search-status')).toHaveAttribute('role', 'status');

    // Keyboard: down from the box to the first result, down again, up twice back to the box, Enter opens.
    const input = page.getByTestId('search-input');
    const hits = page.getByTestId('search-hit');
    await input.press('ArrowDown');
    await expect(hits.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    await input.press('Escape');
    await expect(input).toHaveValue('');
    await search(page, c.city);
    await page.getByTestId('search-group-store').getByTestId('search-hit').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/market\\?province_id=\\d+$`));
    // The query cache is written to IndexedDB at most once a second.
    await page.waitForTimeout(1500);

    await context.setOffline(true);
    await page.goto(`${c.prefix}/search`);
    await expectFinds(page, c);
    await expect(page.getByTestId('search-limited')).toHaveCount(0);
    await context.setOffline(false);
  });
}

test('zh: offline before the index was ever fetched, search covers the saved stores and says so', async ({ page, context }) => {
  test.setTimeout(120_000);
  // Only the store finder is visited, and the index call is refused for good measure (the context's
  // route also sees the worker's requests): neither the worker nor the query cache ever holds the index.
  await context.route('**/stage-api/api/search/get_search_index*', (route) => route.abort());
  await page.goto('/market');
  await waitForServiceWorker(page);
  await expect(page.getByTestId('store-card').first()).toBeVisible();
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.goto('/search?q=%E6%98%86%E6%98%8E');
  await expect(page.getByTestId('search-limited')).toBeVisible();
  await expect(page.getByTestId('search-group-store').getByTestId('search-hit').filter({ hasText: /昆明/ }).first()).toBeVisible();
  await context.setOffline(false);
});

test('phone: the drawer has search; the results page fits 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('drawer-search').click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.getByTestId('phone-drawer')).not.toBeVisible();
  await search(page, 'Kunming');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

/** The saved catalog answers in IndexedDB (idb-keyval's store, one `yl-query-*` entry per query): how many, or delete them all. */
function savedAnswers(page: Page, clear: boolean): Promise<number> {
  return page.evaluate(
    (clear) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(0);
          const store = db.transaction('keyval', 'readwrite').objectStore('keyval');
          const keys = store.getAllKeys();
          keys.onsuccess = () => {
            const saved = keys.result.filter((k) => String(k).startsWith('yl-query-'));
            if (clear) for (const k of saved) store.delete(k);
            store.transaction.oncomplete = () => resolve(saved.length);
          };
        };
      }),
    clear,
  );
}

test('en: offline with nothing saved, search says it needs a connection the first time', async ({ page, context }) => {
  test.setTimeout(120_000);
  // No API answer ever reaches the page or the worker. The server-rendered page still brings its
  // catalog answers (the header's model list) and saves them once idle: wait for that, then delete
  // them, so nothing at all is saved to search.
  await context.route('**/stage-api/**', (route) => route.abort());
  await page.goto('/en/privacy');
  await waitForServiceWorker(page);
  await expect.poll(() => savedAnswers(page, false), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await savedAnswers(page, true);
  expect(await savedAnswers(page, false)).toBe(0);
  await context.setOffline(true);
  await page.goto('/en/search?q=Kunming');
  await expect(page.getByTestId('search-needs-connection')).toBeVisible();
  await expect(page.getByTestId('search-hit')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('needs-connection.png') });
  await context.setOffline(false);
});
