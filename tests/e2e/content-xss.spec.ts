// CMS HTML is sanitized before it is rendered, on both paths an article reaches the screen: the
// server's render (DOMPurify over jsdom) and a client-side navigation (DOMPurify in the browser).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { expect, test, type Page } from '@playwright/test';

// page.route cannot see requests a service worker answers, so keep the worker out of this test.
test.use({ serviceWorkers: 'block' });

const evil = [
  '<p>Before</p>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<p onclick="window.__xss=3">Click</p>',
  '<iframe src="javascript:window.__xss=4"></iframe>',
  '<a href="javascript:window.__xss=5">bad link</a>',
  '<a href="https://partner.example/">partner</a>',
  '<p>After</p>',
].join('');

const article = (id: number) => ({
  code: 1,
  msg: 'ok',
  data: {
    id,
    column_id: 2,
    title: 'XSS probe',
    summary: 'Sanitizer check',
    content: evil,
    cover: '/media/scene/lake/1.svg',
    published_at: '2026-01-01',
    prev: null,
    next: null,
  },
});

interface ServerEntry {
  setDomWindow(window: unknown): void;
  renderPage(input: {
    url: string;
    origin: string;
    api: (path: string, body: string) => Promise<{ status: number; body: string }>;
  }): Promise<unknown>;
}

/** Every element's attribute names under the article body that could run script. */
function scriptables(root: ParentNode): string[] {
  return [...root.querySelectorAll('*')].flatMap((el) =>
    el
      .getAttributeNames()
      .filter((a) => /^on/i.test(a))
      .map((a) => `${el.tagName}[${a}]`),
  );
}

async function assertInertInBrowser(page: Page) {
  const body = page.getByTestId('cms-html');
  await expect(body).toContainText('After');
  await page.waitForTimeout(300); // give a (failed) image load time to fire onerror, were it there
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(body.locator('script, iframe')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('[onerror], [onclick]').length)).toBe(0);
  expect(await body.evaluate((el) => [...el.querySelectorAll('*')].flatMap((e) => e.getAttributeNames()).filter((a) => a.startsWith('on')))).toEqual(
    [],
  );
  await expect(body.locator('a', { hasText: 'bad link' })).not.toHaveAttribute('href', /javascript:/);
  await expect(body.getByRole('link', { name: 'partner' })).toHaveAttribute('rel', 'noopener noreferrer');
  await body.locator('p', { hasText: 'Click' }).click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

for (const prefix of ['', '/en']) {
  test(`the server's render of hostile article HTML is inert (${prefix || '/'})`, async ({ request, baseURL }) => {
    // The built server entry, as server/ssr.ts runs it, with the article call answered by a hostile CMS
    // and every other call by the running server.
    const file = pathToFileURL(path.resolve(process.env.DIST_DIR || 'dist', 'server/entry-server.js')).href;
    const entry = (await import(file)) as ServerEntry;
    entry.setDomWindow(new JSDOM('').window);
    const api = async (apiPath: string, body: string) => {
      if (apiPath.endsWith('/api/content/detail')) return { status: 200, body: JSON.stringify(article(424242)) };
      const res = await request.post(`${baseURL}${apiPath}`, { data: body, headers: { 'content-type': 'application/json' } });
      return { status: res.status(), body: await res.text() };
    };
    const page = (await entry.renderPage({ url: `${baseURL}${prefix}/newsDetail?id=424242`, origin: baseURL ?? '', api })) as {
      status: number;
      html: string;
    };
    expect(page.status).toBe(200);
    const doc = new JSDOM(page.html).window.document;
    const body = doc.querySelector('[data-testid="cms-html"]');
    if (!body) throw new Error('no article body in the server HTML');
    expect(body.textContent).toContain('After');
    expect(body.querySelectorAll('script, iframe').length).toBe(0);
    expect(scriptables(body)).toEqual([]);
    expect(body.innerHTML).not.toMatch(/javascript:/i);
    expect(body.querySelector('a[href="https://partner.example/"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test(`hostile article HTML renders inert on a client-side navigation (${prefix || '/'})`, async ({ page }) => {
    await page.goto(`${prefix}/news`);
    const link = page.getByTestId('news-item').first().getByRole('link');
    // Hydrated: React has claimed the link, so the click is the router's, not a document load.
    await page.waitForFunction(() => {
      const a = document.querySelector('[data-testid="news-item"] a');
      return !!a && Object.keys(a).some((k) => k.startsWith('__reactFiber'));
    });
    await page.route('**/stage-api/api/content/detail**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(article(424242)) }),
    );
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) documents.push(r.url());
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/newsDetail\\?id=\\d+$`));
    await assertInertInBrowser(page);
    expect(documents).toEqual([]);
  });
}
