// The franchise form on /league: a valid application is received; a refusal keeps everything typed.
import { expect, test } from '@playwright/test';
import { uniquePhone } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

const copy = {
  zh: {
    prefix: '',
    name: '姓名',
    phone: '手机号码',
    city: '意向城市',
    company: '公司名称',
    message: '补充说明',
    submit: '提交申请',
    another: '再提交一份',
    ok: '申请已提交',
    dup: '我们已收到您的申请',
  },
  en: {
    prefix: '/en',
    name: 'Name',
    phone: 'Mobile number',
    city: 'City',
    company: 'Company',
    message: 'Anything else',
    submit: 'Send application',
    another: 'Send another application',
    ok: 'Application received',
    dup: 'We already have your application',
  },
} as const;

for (const [lang, c] of Object.entries(copy)) {
  test(`league application is received (${lang})`, async ({ page }) => {
    await page.goto(`${c.prefix}/league`);
    await page.getByLabel(c.name).fill('Chen Wei');
    await page.getByLabel(c.phone).fill(uniquePhone());
    await page.getByLabel(c.city).fill('Chengdu');
    await page.getByLabel(c.company).fill('Rongcheng Moto');
    await page.getByLabel(c.message).fill('Showroom of 400 m² in Wuhou');
    await page.getByTestId('league-consent').check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByTestId('league-success')).toContainText(c.ok);
  });

  test(`league refusals keep the typed values (${lang})`, async ({ page }) => {
    await page.goto(`${c.prefix}/league`);
    // Client-side validation: a malformed phone.
    await page.getByLabel(c.name).fill('Chen Wei');
    await page.getByLabel(c.phone).fill('12345');
    await page.getByLabel(c.city).fill('Chengdu');
    await page.getByLabel(c.message).fill('Keep me');
    await page.getByTestId('league-consent').check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByTestId('league-error')).toBeVisible();
    await expect(page.getByLabel(c.phone)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(c.name)).toHaveValue('Chen Wei');
    await expect(page.getByLabel(c.phone)).toHaveValue('12345');
    await expect(page.getByLabel(c.message)).toHaveValue('Keep me');

    // Server refusal: the same phone again within a minute is "already received".
    const phone = uniquePhone();
    await page.getByLabel(c.phone).fill(phone);
    await page.getByTestId('league-consent').check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByTestId('league-success')).toBeVisible();
    await page.getByRole('button', { name: c.another }).click();
    await page.getByLabel(c.name).fill('Chen Wei');
    await page.getByLabel(c.phone).fill(phone);
    await page.getByLabel(c.city).fill('Chengdu');
    await page.getByLabel(c.message).fill('Second try');
    await page.getByTestId('league-consent').check();
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByTestId('league-error')).toContainText(c.dup);
    await expect(page.getByLabel(c.phone)).toHaveValue(phone);
    await expect(page.getByLabel(c.message)).toHaveValue('Second try');
  });
}

test('league offline: offers the outbox, sends nothing, keeps the values', async ({ page, context }) => {
  await page.goto('/en/league');
  // Offline, the app's own chunks come from the service worker's precache.
  await waitForServiceWorker(page);
  await page.getByLabel('Name').fill('Offline Olly');
  await page.getByLabel('Mobile number').fill(uniquePhone());
  await page.getByLabel('City').fill('Dali');
  await context.setOffline(true);
  let sent = 0;
  page.on('request', (r) => r.url().includes('direct_join') && sent++);
  await page.getByTestId('league-consent').check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByTestId('league-outbox-choice')).toBeVisible();
  expect(sent).toBe(0);
  await expect(page.getByLabel('Name')).toHaveValue('Offline Olly');
  await context.setOffline(false);
});
