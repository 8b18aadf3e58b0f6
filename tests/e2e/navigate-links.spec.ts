// Every store and club meeting point offers "navigate" links that open the phone's map apps.
import { expect, test, type Locator } from '@playwright/test';
import { hydrated } from './support.ts';

async function expectMapLinks(nav: Locator, zh: boolean) {
  const summary = nav.locator('summary');
  // The links open natively; closing them with Escape is the app's, so the page must have hydrated.
  await hydrated(nav.page(), '[data-testid="navigate"] summary');
  await expect(summary).toContainText(zh ? '导航' : 'Navigate');
  await summary.click();
  const link = (app: string) => nav.locator(`a[data-app="${app}"]`);
  await expect(link('amap')).toBeVisible();
  await expect(link('amap')).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=1\d\d\.\d+%2C\d\d\.\d+&name=.+&callnative=1/);
  await expect(link('baidu')).toHaveAttribute(
    'href',
    /^https:\/\/api\.map\.baidu\.com\/marker\?location=\d\d\.\d+%2C1\d\d\.\d+&.*coord_type=bd09ll.*&output=html$/,
  );
  await expect(link('apple')).toHaveAttribute('href', /^https:\/\/maps\.apple\.com\/\?ll=\d\d\.\d+%2C1\d\d\.\d+&q=/);
  await expect(link('geo')).toHaveAttribute('href', /^geo:\d\d\.\d+,1\d\d\.\d+\?q=\d\d\.\d+,1\d\d\.\d+\(.+\)$/);
  await expect(link('amap')).toHaveAccessibleName(zh ? /^高德地图\s*：/ : /^AMap\s*: /);
  await page_escape(nav);
}

async function page_escape(nav: Locator) {
  await nav.locator('a[data-app="amap"]').focus();
  await nav.page().keyboard.press('Escape');
  await expect(nav.locator('a[data-app="amap"]')).toBeHidden();
  await expect(nav.locator('summary')).toBeFocused();
}

for (const { lang, prefix } of [
  { lang: 'zh', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const) {
  const zh = lang === 'zh';

  test(`/market: every store card has navigate links (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/market`);
    const cards = page.getByTestId('store-card');
    await expect(cards.first()).toBeVisible();
    // Every card rendered so far carries the links (the list fills in as the page settles).
    await expect.poll(async () => [await cards.count(), await cards.getByTestId('navigate').count()].join('/')).toMatch(/^(\d+)\/\1$/);
    await expectMapLinks(cards.first().getByTestId('navigate'), zh);
  });

  test(`/club: upcoming events have navigate links to their meeting points (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/club`);
    const open = page.locator('[data-testid="club-event"]:not([data-state="ended"])');
    await expect(open.first()).toBeVisible();
    await expect(open.first().getByTestId('navigate')).toHaveCount(1);
    await expectMapLinks(open.first().getByTestId('navigate'), zh);
  });
}
