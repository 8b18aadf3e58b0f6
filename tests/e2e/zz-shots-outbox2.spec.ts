import { expect, test } from '@playwright/test';
import { createTestUser, loginAs, uniquePhone } from './support.ts';
import { waitForServiceWorker } from './pwa-helpers.ts';

for (const lang of ['zh', 'en'] as const)
  for (const w of [1440, 390]) {
    test(`shots ${lang} ${w}`, async ({ page, context, request }) => {
      test.setTimeout(120_000);
      const p = lang === 'zh' ? '' : '/en';
      await page.setViewportSize({ width: w, height: 900 });
      const user = await createTestUser(request, uniquePhone());
      await loginAs(page, user, lang === 'zh' ? 0 : 1);
      await page.goto(`${p}/league`);
      await waitForServiceWorker(page);
      await page.locator('#league-name').fill('Olly');
      await page.locator('#league-phone').fill(user.mobile);
      await page.locator('#league-city').fill('Dali');
      await context.setOffline(true);
      await page.getByTestId('league-consent').check();
      await page.getByTestId('league-form').locator('button[type=submit]').click();
      await expect(page.getByTestId('league-outbox-choice')).toBeVisible();
      await page.getByTestId('league-form').screenshot({ path: `/tmp/shots-outbox2/league-${lang}-${w}.png` });
      await context.setOffline(false);
      await page.goto(`${p}/club`);
      await page.locator('[data-testid="club-event"][data-slug="yunnan-grand-loop-2027"] button').first().click();
      const d = page.getByTestId('signup-dialog');
      await d.locator('#signup-name').fill('Li');
      await context.setOffline(true);
      await d.locator('input[name="consent"]').check();
      await d.locator('button[type=submit]').click();
      await expect(d.getByTestId('signup-outbox-choice')).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-outbox2/signup-${lang}-${w}.png` });
      await context.setOffline(false);
    });
  }
