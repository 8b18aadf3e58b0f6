// Header links load their page's code on the user's intent (hover, focus), before the click.
import { expect, test } from '@playwright/test';
import { hydrated } from './support.ts';

test('hovering or focusing a header link fetches its page chunk before any click', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/([a-z-]+)-page-[\w-]+\.js$/.exec(r.url());
    if (m) chunks.push(m[1] ?? '');
  });
  await page.goto('/en');
  await expect(page.getByTestId('home-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A hover before the app has taken the header over is not seen by it (the server's link just waits).
  await hydrated(page, '[data-testid="nav-news"]');
  expect(chunks).not.toContain('news');
  expect(chunks).not.toContain('club');

  await page.getByTestId('nav-news').hover();
  await expect.poll(() => chunks.includes('news'), { timeout: 5000 }).toBe(true);
  expect(page.url()).toMatch(/\/en$/);

  await page.getByTestId('nav-club').focus();
  await expect.poll(() => chunks.includes('club'), { timeout: 5000 }).toBe(true);

  // The click then needs no new page chunk for the news page.
  const before = chunks.filter((c) => c === 'news').length;
  await page.getByTestId('nav-news').click();
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  expect(chunks.filter((c) => c === 'news').length).toBe(before);
});
