// CMS HTML is sanitized before it is rendered: a <script> and an onerror handler never run.
import { expect, test } from '@playwright/test';

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

for (const prefix of ['', '/en']) {
  test(`hostile article HTML renders inert (${prefix || '/'})`, async ({ page }) => {
    await page.route('**/stage-api/api/content/detail**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 1,
          msg: 'ok',
          data: {
            id: 424242,
            column_id: 2,
            title: 'XSS probe',
            summary: 'Sanitizer check',
            content: evil,
            cover: '/media/scene/lake/1.svg',
            published_at: '2026-01-01',
            prev: null,
            next: null,
          },
        }),
      }),
    );
    await page.goto(`${prefix}/newsDetail?id=424242`);
    const body = page.getByTestId('cms-html');
    await expect(body).toContainText('After');
    await page.waitForTimeout(300); // give a (failed) image load time to fire onerror, were it there
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(body.locator('script, iframe')).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll('[onerror], [onclick]').length)).toBe(0);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="cms-html"] *')].flatMap((el) => el.getAttributeNames()).filter((a) => a.startsWith('on')),
      ),
    ).toEqual([]);
    await expect(body.locator('a', { hasText: 'bad link' })).not.toHaveAttribute('href', /javascript:/);
    await expect(body.getByRole('link', { name: 'partner' })).toHaveAttribute('rel', 'noopener noreferrer');
    await body.locator('p', { hasText: 'Click' }).click();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
}
