// Privacy policy and terms in both languages, linked from the footer and the login page; the home
// page (no footer) carries a slim legal line with the same filing numbers and copyright as the footer.
import { expect, test } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { PRIVACY_POLICY_VERSION } from '../../src/config/legal.ts';

const LANGS = [
  { lang: 'zh', prefix: '', privacy: '隐私政策', terms: '用户协议', rights: '五、您的权利', governing: '八、法律适用与争议解决' },
  {
    lang: 'en',
    prefix: '/en',
    privacy: 'Privacy policy',
    terms: 'Terms of use',
    rights: '5. Your rights',
    governing: '8. Governing law and disputes',
  },
] as const;

for (const l of LANGS) {
  test(`/privacy and /terms render with their headings, version and facts (${l.lang})`, async ({ page }) => {
    const res = await page.goto(`${l.prefix}/privacy`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: l.privacy })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.rights })).toBeVisible();
    await expect(page.getByTestId('policy-version')).toContainText(PRIVACY_POLICY_VERSION);
    const body = page.getByTestId('privacy-page');
    await expect(body).toContainText(site.hotline);
    await expect(body).toContainText(site.privacyEmail);
    await expect(body).toContainText(site.address[l.lang]);
    await expect(body).not.toContainText('{{');

    expect((await page.goto(`${l.prefix}/terms`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: l.terms })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.governing })).toBeVisible();
    await expect(page.getByTestId('terms-page')).not.toContainText('{{');
  });

  test(`the footer and the login page link to both (${l.lang})`, async ({ page }) => {
    await page.goto(`${l.prefix}/news`);
    const footer = page.getByTestId('footer-legal');
    await expect(footer).toContainText(site.icp[l.lang]);
    await footer.getByRole('link', { name: l.privacy }).click();
    await expect(page).toHaveURL((u) => u.pathname === `${l.prefix}/privacy`);
    await expect(page.getByRole('heading', { level: 1, name: l.privacy })).toBeVisible();

    await page.goto(`${l.prefix}/login`);
    const links = page.getByTestId('login-legal');
    await expect(links.getByRole('link', { name: l.privacy })).toHaveAttribute('href', `${l.prefix}/privacy`);
    // One "legal" landmark (the footer's): a screen reader's landmark list never names it twice.
    await expect(page.getByRole('navigation', { name: l.lang === 'zh' ? '法律信息' : 'Legal information' })).toHaveCount(1);
    await links.getByRole('link', { name: l.terms }).click();
    await expect(page).toHaveURL((u) => u.pathname === `${l.prefix}/terms`);
    await expect(page.getByRole('heading', { level: 1, name: l.terms })).toBeVisible();
  });

  test(`home shows the legal line with the footer's filings and copyright (${l.lang})`, async ({ page }) => {
    await page.goto(`${l.prefix}/news`);
    const footer = await page.getByTestId('footer-legal').innerText();
    await page.goto(l.prefix || '/');
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    const line = page.getByTestId('home-legal');
    await line.scrollIntoViewIfNeeded();
    await expect(line.getByTestId('legal-icp')).toHaveText(site.icp[l.lang]);
    await expect(line.getByTestId('legal-police')).toHaveText(site.police[l.lang]);
    await expect(line).toContainText(String(new Date().getFullYear()));
    expect(await line.innerText()).toBe(footer);
    await expect(line.getByRole('link', { name: l.terms })).toHaveAttribute('href', `${l.prefix}/terms`);
  });
}
