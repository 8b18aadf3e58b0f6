// The product mega-menu with real server data: groups, auto-selection, hover resets, preview,
// detail links, goods loaded on demand, keyboard operation and the phone's tap-tap.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api } from './support.ts';

interface Model {
  car_model_id: number;
  car_model_name: string;
  description: string;
}
interface Section {
  id: number;
  name: string;
  weight: number;
  children: { children: Model[] }[];
}
interface Goods {
  id: number;
  name: string;
  purchasePrice: string;
}

async function sections(request: APIRequestContext, type: 'vehicle_series' | 'displacement', lang: 0 | 1 = 0): Promise<Section[]> {
  const data = (await api<Section[]>(request, 'api/car_info/get_cars_by_type', { type, lang })).body.data;
  return type === 'displacement' ? [...data].sort((a, b) => a.weight - b.weight) : data;
}
const modelsOf = (s: Section) => s.children.flatMap((sub) => sub.children);

async function openByClick(page: Page) {
  await page.getByTestId('nav-products').click();
  const menu = page.getByTestId('mega-menu');
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('mega-menu (desktop)', () => {
  test('zh: four groups; series auto-selects its first section and model; preview shows name, description and More', async ({ page, request }) => {
    const series = await sections(request, 'vehicle_series');
    const first = modelsOf(series[0])[0];
    await page.goto('/');
    await expect(page.getByTestId('nav-products')).toHaveAttribute('aria-expanded', 'false');
    const menu = await openByClick(page);
    await expect(page.getByTestId('nav-products')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('[data-testid^="mega-group-"]')).toHaveCount(4);
    await expect(menu.locator('[data-testid^="mega-group-"]')).toHaveText([/按车系/, /按排量/, /改装配件/, /骑行装备/]);
    await expect(menu.getByTestId('mega-group-0')).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-sub')).toHaveCount(series.length);
    await expect(menu.getByTestId('mega-sub').first()).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-sub').first()).toContainText(series[0].name);
    await expect(menu.getByTestId('mega-model').first()).toHaveAttribute('aria-selected', 'true');
    const preview = menu.getByTestId('mega-preview');
    await expect(preview.getByTestId('mega-preview-name')).toHaveText(first.car_model_name);
    await expect(preview.getByTestId('mega-preview-description')).toHaveText(first.description);
    await expect(preview.getByRole('img', { name: first.car_model_name })).toBeVisible();
    await expect(preview.getByTestId('mega-more')).toHaveAttribute('href', `/pages/detail/car_model_id/${first.car_model_id}`);
  });

  test('hovering a model previews it; hovering a first-level group resets the lower selections', async ({ page, request }) => {
    const series = await sections(request, 'vehicle_series');
    const displacement = await sections(request, 'displacement');
    await page.goto('/');
    const menu = await openByClick(page);
    await menu.getByTestId('mega-sub').nth(1).hover();
    await expect(menu.getByTestId('mega-sub').nth(1)).toHaveAttribute('aria-selected', 'true');
    // A new section auto-selects its first model.
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(modelsOf(series[1])[0].car_model_name);
    const target = modelsOf(series[1])[1];
    await menu.getByTestId('mega-model').nth(1).hover();
    await expect(menu.getByTestId('mega-model').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(target.car_model_name);
    await expect(menu.getByTestId('mega-preview-description')).toHaveText(target.description);
    await expect(menu.getByTestId('mega-more')).toHaveAttribute('href', `/pages/detail/car_model_id/${target.car_model_id}`);

    // Displacement: classes in weight order, first class and model auto-selected.
    await menu.getByTestId('mega-group-1').hover();
    await expect(menu.getByTestId('mega-group-1')).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-sub')).toHaveText(displacement.map((d) => new RegExp(d.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
    await expect(menu.getByTestId('mega-sub').first()).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(modelsOf(displacement[0])[0].car_model_name);

    // Back to series: the earlier section/model choice is gone.
    await menu.getByTestId('mega-group-0').hover();
    await expect(menu.getByTestId('mega-sub').first()).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-sub').nth(1)).toHaveAttribute('aria-selected', 'false');
    await expect(menu.getByTestId('mega-model').first()).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(modelsOf(series[0])[0].car_model_name);
  });

  test('clicking the already selected model opens its detail page and closes the menu', async ({ page, request }) => {
    const series = await sections(request, 'vehicle_series');
    const target = modelsOf(series[0])[1];
    await page.goto('/news');
    const menu = await openByClick(page);
    const item = menu.getByTestId('mega-model').nth(1);
    await item.hover();
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/pages/detail/car_model_id/${target.car_model_id}$`));
    await expect(page.getByTestId('mega-menu')).toHaveCount(0);
  });

  test('accessories and riding gear load only when hovered and link to /attachmentDetail', async ({ page, request }) => {
    const parts = (await api<Goods[]>(request, 'addons/litestore/api.goods/get_parts_goods_list')).body.data;
    const equip = (await api<Goods[]>(request, 'addons/litestore/api.goods/get_cycle_equip_goods_list')).body.data;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    const menu = await openByClick(page);
    await expect(menu.getByTestId('mega-model').first()).toBeVisible();
    expect(requested.some((u) => u.includes('get_parts_goods_list') || u.includes('get_cycle_equip_goods_list'))).toBe(false);

    await menu.getByTestId('mega-group-2').hover();
    const cards = menu.getByTestId('mega-goods');
    await expect(cards.first()).toBeVisible();
    expect(requested.some((u) => u.includes('get_parts_goods_list'))).toBe(true);
    expect(requested.some((u) => u.includes('get_cycle_equip_goods_list'))).toBe(false);
    await expect(cards.first()).toHaveAttribute('href', `/attachmentDetail?id=${parts[0].id}&type=1`);
    await expect(cards.first()).toContainText(parts[0].name);
    const yuan = Number(parts[0].purchasePrice);
    await expect(cards.first().getByTestId('mega-goods-price')).toHaveText(
      `¥${yuan.toLocaleString('zh-CN', { minimumFractionDigits: Number.isInteger(yuan) ? 0 : 2, maximumFractionDigits: 2 })}`,
    );
    await expect(cards.first().locator('img')).toBeVisible();

    await menu.getByTestId('mega-group-3').hover();
    await expect(cards.first()).toHaveAttribute('href', `/attachmentDetail?id=${equip[0].id}&type=2`);
    await expect(cards.first()).toContainText(equip[0].name);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/attachmentDetail\\?id=${equip[0].id}&type=2$`));
    await expect(page.getByTestId('mega-menu')).toHaveCount(0);
  });

  test('en: only the first two groups, English labels, English detail links', async ({ page, request }) => {
    const series = await sections(request, 'vehicle_series', 1);
    await page.goto('/en');
    const menu = await openByClick(page);
    await expect(menu.locator('[data-testid^="mega-group-"]')).toHaveText([/By series/, /By displacement/]);
    await expect(menu.getByTestId('mega-sub').first()).toContainText(series[0].name);
    await expect(menu.getByTestId('mega-more')).toHaveAttribute('href', `/en/pages/detail/car_model_id/${modelsOf(series[0])[0].car_model_id}`);
  });

  test('keyboard: Enter opens, arrows move through levels, Enter opens the model, Esc closes and returns focus', async ({ page, request }) => {
    const displacement = await sections(request, 'displacement');
    await page.goto('/');
    const trigger = page.getByTestId('nav-products');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByTestId('mega-group-0')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('mega-group-0')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('mega-group-1')).toBeFocused();
    await expect(menu.getByTestId('mega-group-1')).toHaveAttribute('aria-selected', 'true');
    // The displacement groups load on selection: move right once their sub-groups are on screen.
    await expect(menu.getByTestId('mega-sub').first()).toContainText(displacement[0].name);
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByTestId('mega-sub').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByTestId('mega-sub').nth(1)).toBeFocused();
    await expect(menu.getByTestId('mega-sub').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByTestId('mega-model').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const target = modelsOf(displacement[1])[1];
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(target.car_model_name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pages/detail/car_model_id/${target.car_model_id}$`));
  });

  // A click used to close a hover-opened menu when it came more than 600 ms after the hover: a slow
  // click, or one Playwright retried after the placeholder was swapped out, shut the menu it opened.
  for (const id of ['products', 'about'] as const) {
    test(`${id}: a click on the menu hover opened keeps it open, however late, and pins it; the next click closes it`, async ({ page }) => {
      await page.goto('/news');
      const trigger = page.getByTestId(`nav-${id}`);
      const expectOpenFor = async (ms: number) => {
        // "Stays open": checked now and again after `ms` (a close would come within the hover's delays).
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await page.waitForTimeout(ms);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      };
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await page.waitForTimeout(900);
      await trigger.click();
      await expectOpenFor(400);
      // Pinned: the pointer leaving no longer closes it (hover-opened menus close 220 ms after it leaves).
      await page.mouse.move(700, 860);
      await expectOpenFor(600);
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('tabbing out of the open menu closes it (WCAG 2.4.11); Esc closes it and returns focus to the trigger', async ({ page }) => {
    await page.goto('/news');
    const trigger = page.getByTestId('nav-products');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByTestId('mega-group-0')).toBeFocused();
    // Tab through the panel until focus leaves it: the panel must be gone, not left over the focused element.
    for (let i = 0; i < 60 && (await menu.count()) > 0; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('#mega-menu'));
      if (!inside) break;
    }
    await expect(menu).toHaveCount(0);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => document.activeElement?.closest('#mega-menu'))).toBeNull();

    // Backwards out of the panel too.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByTestId('mega-group-0')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toHaveCount(0);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByTestId('mega-group-0')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('an outside click closes the menu', async ({ page }) => {
    await page.goto('/news');
    await openByClick(page);
    await page.mouse.click(700, 860);
    await expect(page.getByTestId('mega-menu')).toHaveCount(0);
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('menus before their code has loaded (slow network)', () => {
  /** Holds back the chunk with the menu triggers (menu-triggers.ts) until `release()` (the header, as the server sent it, keeps its placeholders meanwhile). */
  async function holdTriggers(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/menu-triggers-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a click on a placeholder opens its menu, and the real trigger takes over open', async ({ page }) => {
    const release = await holdTriggers(page);
    await page.goto('/');
    await page.getByTestId('nav-products').click();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    // Still the placeholder: it does not claim the menu is open.
    await expect(page.getByTestId('nav-products')).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.getByTestId('nav-products')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mega-menu')).toHaveCount(0);
  });

  test('a keyboard focus that arrives before the code stays on the trigger, which then works by keyboard', async ({ page }) => {
    const release = await holdTriggers(page);
    await page.goto('/');
    await page.getByTestId('nav-after-sales').focus();
    release();
    await expect(page.getByTestId('nav-after-sales')).toHaveAttribute('aria-controls', 'after-sales');
    await expect(page.getByTestId('nav-after-sales')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#after-sales a').first()).toBeFocused();
  });

  test('focus is on the real trigger as soon as it replaces the placeholder: a key pressed at that moment is not lost', async ({ page }) => {
    const release = await holdTriggers(page);
    await page.goto('/');
    await page.getByTestId('nav-products').focus();
    // Where focus is right after the commit that swaps the real trigger in (a mutation observer runs
    // before the browser's next task, so before any key press can be handled). On <body>, an Enter
    // pressed then was lost: the menu stayed closed though the trigger then showed focus.
    await page.evaluate(() => {
      const nav = document.querySelector('header nav')!;
      new MutationObserver((_, observer) => {
        const real = nav.querySelector('[data-testid="nav-products"][aria-controls]');
        if (!real) return;
        observer.disconnect();
        document.documentElement.dataset.focusAtSwap = document.activeElement === real ? 'trigger' : document.activeElement?.tagName;
        // The key a visitor presses in that moment.
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      }).observe(nav, { childList: true, subtree: true });
    });
    release();
    await expect(page.locator('html')).toHaveAttribute('data-focus-at-swap', 'trigger');
    await expect(page.getByTestId('mega-menu').getByTestId('mega-group-0')).toBeFocused();
  });

  test('Enter on a trigger before its code arrives opens the menu with focus inside once it is there', async ({ page }) => {
    const release = await holdTriggers(page);
    await page.goto('/');
    await page.getByTestId('nav-products').focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByTestId('mega-menu').getByTestId('mega-group-0')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('nav-products')).toBeFocused();
    await page.getByTestId('nav-about').focus();
    const releaseAgain = await holdTriggers(page);
    await page.reload();
    await page.getByTestId('nav-about').focus();
    await page.keyboard.press('Enter');
    releaseAgain();
    await expect(page.locator('#about a').first()).toBeFocused();
  });

  test('Enter pressed the moment the page has run its script is kept: the early listener is in the entry', async ({ page }) => {
    // Each request a round trip of 400 ms: had the entry fetched the listener only when it ran, an
    // Enter pressed at DOMContentLoaded (the entry has run by then) would land before it and be lost.
    // The app's own code comes only after the first paint (decision 052), seconds later here.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 });
    const release = await holdTriggers(page);
    await page.goto('/news', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('nav-products').focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByTestId('mega-menu').getByTestId('mega-group-0')).toBeFocused({ timeout: 20_000 });
  });

  test('a hover that arrives before the code opens the mega-menu once it is there', async ({ page }) => {
    const release = await holdTriggers(page);
    await page.goto('/');
    await page.getByTestId('nav-products').hover();
    await page.waitForTimeout(300);
    await expect(page.getByTestId('mega-menu')).toHaveCount(0);
    release();
    await expect(page.getByTestId('mega-menu')).toBeVisible();
    await expect(page.getByTestId('nav-products')).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mega-menu (phone, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('tap opens the menu, a tap selects a model, a second tap on it follows', async ({ page, request }) => {
    const series = await sections(request, 'vehicle_series');
    const target = modelsOf(series[0])[1];
    await page.goto('/');
    await expect(page.getByTestId('nav-products')).toBeHidden();
    await page.getByTestId('menu-button').tap();
    await expect(page.getByTestId('phone-drawer')).toBeVisible();
    await page.getByTestId('drawer-products').tap();
    const menu = page.getByTestId('mega-menu');
    await expect(menu.getByTestId('mega-group-0')).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-model').first()).toHaveAttribute('aria-selected', 'true');
    const item = menu.getByTestId('mega-model').nth(1);
    await item.tap();
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-preview-name')).toHaveText(target.car_model_name);
    await expect(page).toHaveURL(/\/$/);
    await item.tap();
    await expect(page).toHaveURL(new RegExp(`/pages/detail/car_model_id/${target.car_model_id}$`));
    await expect(page.getByTestId('phone-drawer')).toBeHidden();
  });

  test('goods groups work by tap too', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('menu-button').tap();
    await page.getByTestId('drawer-products').tap();
    const menu = page.getByTestId('mega-menu');
    await menu.getByTestId('mega-group-2').tap();
    await expect(menu.getByTestId('mega-group-2')).toHaveAttribute('aria-selected', 'true');
    await expect(menu.getByTestId('mega-goods').first()).toHaveAttribute('href', /\/attachmentDetail\?id=\d+&type=1$/);
  });
});
