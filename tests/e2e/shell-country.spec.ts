// The English country/region popup: grouped by continent, each entry acting by jump_type, and the
// navigation language icons CN ES PT EN IT.
import { expect, test } from '@playwright/test';
import { api } from './support.ts';

interface Entry {
  en_name: string;
  icon: string;
  jump_type: 0 | 1 | 2;
  jump_url: string;
}
interface Continent {
  en_name: string;
  language_country_list: Entry[];
}

test.use({ serviceWorkers: 'block' });

test.beforeEach(async ({ context }) => {
  // Country sites are external: answer them locally so no test leaves the machine.
  await context.route(/^https?:\/\/[^/]*\.example(\.com)?\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Regional site</title><h1>Regional site</h1>' }),
  );
});

test('the navigation shows the language icons CN, ES, PT, EN, IT', async ({ page }) => {
  await page.goto('/en');
  for (const code of ['CN', 'ES', 'PT', 'EN', 'IT']) await expect(page.getByTestId(`lang-icon-${code}`)).toBeVisible();
  await expect(page.getByTestId('lang-icon-EN')).toHaveAttribute('aria-current', 'true');
  // The Chinese header has no country picker. (Not "/": the locale cookie now sends "/" to "/en".)
  await page.goto('/news');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-locale', 'zh');
  await expect(page.getByTestId('nav-products')).toBeVisible();
  await expect(page.getByTestId('country-button')).toHaveCount(0);
  await expect(page.getByTestId('lang-icon-CN')).toHaveCount(0);
});

test('the popup groups countries by continent and is an accessible dialog', async ({ page, request }) => {
  const groups = (await api<Continent[]>(request, 'api/common/get_lang_list', { lang: 1 })).body.data;
  await page.goto('/en/news');
  const button = page.getByTestId('country-button');
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Choose your country or region' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('country-continent')).toHaveCount(groups.length);
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(groups.map((g) => g.en_name));
  for (const [i, g] of groups.entries()) {
    await expect(dialog.getByTestId('country-continent').nth(i).getByTestId('country-entry')).toHaveCount(g.language_country_list.length);
  }
  await expect(dialog.getByTestId('country-entry').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('jump_type 2 shows a hint and does not navigate', async ({ page, request }) => {
  const groups = (await api<Continent[]>(request, 'api/common/get_lang_list', { lang: 1 })).body.data;
  const hintOnly = groups.flatMap((g) => g.language_country_list).find((e) => e.jump_type === 2);
  if (!hintOnly) throw new Error('seed has no jump_type 2 country');
  await page.goto('/en/news');
  await page.getByTestId('country-button').click();
  const dialog = page.getByTestId('country-dialog');
  await dialog.getByTestId('country-entry').filter({ hasText: hintOnly.en_name }).click();
  await expect(dialog.getByTestId('country-hint')).toContainText(hintOnly.en_name);
  await expect(dialog.getByTestId('country-hint')).toContainText('Coming soon');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/en\/news$/);
});

test('jump_type 1 opens a new window and leaves this one where it was', async ({ page, context, request }) => {
  const groups = (await api<Continent[]>(request, 'api/common/get_lang_list', { lang: 1 })).body.data;
  const external = groups.flatMap((g) => g.language_country_list).find((e) => e.jump_type === 1);
  if (!external) throw new Error('seed has no jump_type 1 country');
  await page.goto('/en/news');
  await page.getByTestId('country-button').click();
  const entry = page.getByTestId('country-dialog').getByTestId('country-entry').filter({ hasText: external.en_name });
  await expect(entry).toHaveAttribute('target', '_blank');
  await expect(entry).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([context.waitForEvent('page'), entry.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toContain(new URL(external.jump_url).host);
  await expect(page).toHaveURL(/\/en\/news$/);
  // A language icon acts like its country entry (ES is a regional site).
  const es = groups.flatMap((g) => g.language_country_list).find((e) => e.icon === 'ES');
  if (es?.jump_type === 1) {
    await page.keyboard.press('Escape');
    const [esPage] = await Promise.all([context.waitForEvent('page'), page.getByTestId('lang-icon-ES').click()]);
    await esPage.waitForLoadState();
    expect(esPage.url()).toContain(new URL(es.jump_url).host);
  }
});

test('jump_type 0 navigates the current window (China → the Chinese site)', async ({ page, request }) => {
  const groups = (await api<Continent[]>(request, 'api/common/get_lang_list', { lang: 1 })).body.data;
  const same = groups.flatMap((g) => g.language_country_list).find((e) => e.jump_type === 0 && e.jump_url === '/');
  if (!same) throw new Error('seed has no jump_type 0 country to /');
  await page.goto('/en/news');
  await page.getByTestId('country-button').click();
  await page.getByTestId('country-dialog').getByTestId('country-entry').filter({ hasText: same.en_name }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/' && u.searchParams.get('lang') === '0');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('nav-products')).toHaveText(/产品世界/);
});
