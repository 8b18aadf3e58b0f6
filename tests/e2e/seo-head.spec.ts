import { expect, test, type Page } from '@playwright/test';
import { headTags } from '../../src/lib/seo/head-tags.ts';
import { site } from '../../src/config/site.ts';
import { organizationLd } from '../../src/lib/seo/organization-ld.ts';

/*
 * The head set's JSON-LD blocks are data, not scripts: under the site's own Content-Security-Policy
 * (script-src 'self', no nonce) Chromium must neither run nor report them. The policy is the one the
 * server sends with its pages; the document is served through the browser's router with it.
 */

const jsonLd = [
  organizationLd(site, 'http://127.0.0.1', 'zh'),
  { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>window.ran=1</script>' },
];

async function openWithSitePolicy(page: Page, head: string): Promise<{ violations: string[]; console: string[] }> {
  const policy = (await page.request.get('/robots.txt')).headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  const consoleLines: string[] = [];
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.route('**/seo-csp-probe', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      body: `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">${head}</head><body><h1>probe</h1></body></html>`,
    }),
  );
  await page.goto('/seo-csp-probe');
  await page.waitForTimeout(300);
  return { violations: await page.evaluate(() => (window as unknown as { violations: string[] }).violations), console: consoleLines };
}

test('JSON-LD data blocks pass the site CSP without a report and parse back to the data', async ({ page }) => {
  const head = headTags(
    { title: '云岭 AT 500 - 云岭摩托官方网站', description: 'd', jsonLd },
    { origin: 'http://127.0.0.1', locale: 'zh', path: '/' },
  );
  const { violations, console: logs } = await openWithSitePolicy(page, head);
  expect(violations).toEqual([]);
  expect(logs.filter((l) => /Content Security Policy|Refused/i.test(l))).toEqual([]);
  expect(await page.title()).toBe('云岭 AT 500 - 云岭摩托官方网站');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((b) => JSON.parse(b) as unknown)).toEqual(JSON.parse(JSON.stringify(jsonLd)));
  expect(await page.evaluate(() => (window as unknown as { ran?: number }).ran)).toBeUndefined();
});

test('the probe does see a violation: an inline script under the same policy is reported', async ({ page }) => {
  const { violations } = await openWithSitePolicy(page, '<script>window.ran = 1</script>');
  expect(violations.some((v) => v.startsWith('script-src'))).toBe(true);
});
