import { test } from '@playwright/test';
for (const w of [1440, 390])
  for (const l of ['zh', 'en'] as const)
    test(`shots ${w} ${l}`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
      const p = l === 'en' ? '/en' : '';
      await page.goto(`${p}/login`);
      await page.getByTestId('login-form').waitFor();
      await page.getByTestId('login-mobile').fill('12');
      await page.getByTestId('login-send').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots-login/login-${l}-${w}.png` });
      await page.goto(`${p}/postService`);
      await page.getByTestId('post-other-lang').waitFor();
      await page.screenshot({ path: `/tmp/shots-login/posts-${l}-${w}.png`, fullPage: true });
    });
