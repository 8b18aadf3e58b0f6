// Every location change is a page view, query included: article to article inside the SPA is two
// views, each stored with its own query (and never with a session token).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, hydrated } from './support.ts';

interface StoredView {
  path: string;
  query: string;
  route_name: string;
  referrer: string;
}

async function storedViews(request: APIRequestContext): Promise<StoredView[]> {
  return (await api<StoredView[]>(request, '__test/page-views')).body.data;
}

/** True when `wanted` appears in `all` in this order (other tests' views may come in between). */
function inOrder(all: string[], wanted: string[]): boolean {
  let i = 0;
  for (const v of all) if (v === wanted[i]) i++;
  return i === wanted.length;
}

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
] as const) {
  test(`${locale}: article to article records a view per article with its query`, async ({ page, request }) => {
    const secret = `e2e${Date.now()}`;
    await page.goto(`${prefix}/news?token=${secret}`);
    // Each click waits for its link to hydrate: a click before that is a document load (on a busy host,
    // right after `load`), and a page left before it hydrates never records its view.
    let documentLoads = 0;
    page.on('request', (r) => void (r.isNavigationRequest() && documentLoads++));
    await hydrated(page, '[data-testid="news-list"] > li:nth-child(2) a');
    await page.getByTestId('news-item').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/newsDetail\?id=\d+$/);
    const first = new URL(page.url()).search.slice(1);
    await hydrated(page, '[data-testid="news-next"]');
    await page.getByTestId('news-next').click();
    await expect(page).not.toHaveURL(new RegExp(`\\?${first}$`));
    const second = new URL(page.url()).search.slice(1);
    expect(second).toMatch(/^id=\d+$/);
    expect(documentLoads, 'article to article inside the app, not document loads').toBe(0);

    const path = `${prefix}/newsDetail`;
    await expect
      .poll(async () => {
        const views = (await storedViews(request)).filter((v) => v.path === path).map((v) => v.query);
        return inOrder(views, [first, second]);
      })
      .toBe(true);
    const views = await storedViews(request);
    const article = views.filter((v) => v.path === path && v.query === second).at(-1);
    expect(article).toMatchObject({ route_name: `newsDetail___${locale}`, referrer: path });
    // The list was viewed too, without the token it was opened with.
    expect(views.some((v) => v.path === `${prefix}/news` && v.query === '')).toBe(true);
    expect(JSON.stringify(views)).not.toContain(secret);
  });
}

test("a page opened by a full load from one of the site's pages has that page as its referrer", async ({ page, request }) => {
  await page.goto('/en/club');
  await hydrated(page, '#main');
  // A document load, as a link from a page stored before the app took over, or a typed-over address.
  await page.evaluate(() => window.location.assign('/en/honor'));
  await expect(page).toHaveURL(/\/en\/honor$/);
  await expect.poll(async () => (await storedViews(request)).filter((v) => v.path === '/en/honor').map((v) => v.referrer)).toContain('/en/club');
  // Opened from nowhere (no referrer): empty, as before.
  await page.goto('/en/videoWallpaper');
  await expect.poll(async () => (await storedViews(request)).filter((v) => v.path === '/en/videoWallpaper').map((v) => v.referrer)).toContain('');
});
