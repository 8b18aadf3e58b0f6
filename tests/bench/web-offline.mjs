// Offline repeat visit: after one online visit that warms the caches (service worker, persisted
// query cache, each mega-menu group opened once), the network is cut and the page reloaded; we
// measure from navigation start until the mega-menu shows cached models. The menu is opened by a
// script in the page the moment the header's Products button exists, so no test-driver latency
// is counted. Measured without and with 4x CPU throttling (Lighthouse's mobile CPU factor).
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './web-helpers.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/* global performance, MutationObserver, setInterval, clearInterval */
/**
 * Records (in the page) when the header appears and when the mega-menu shows models. The header is in
 * the server's HTML before the app has hydrated, and a click then does nothing: the probe clicks
 * again every 50 ms until the menu is open, so the time includes hydration, as a rider's tap would.
 */
function probe() {
  const t = { header: 0, menu: 0 };
  Object.defineProperty(window, '__offlineMenu', { value: t });
  const check = () => {
    const trigger = document.querySelector('[data-testid="nav-products"]');
    if (trigger && !t.header) t.header = performance.now();
    if (trigger && trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
    if (t.header && !t.menu && document.querySelector('[data-testid="mega-menu"] [data-testid="mega-model"]')) {
      t.menu = performance.now();
      observer.disconnect();
      clearInterval(timer);
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  const timer = setInterval(check, 50);
}

async function warmUp(page, origin) {
  await page.goto(`${origin}/`);
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 60_000 });
  await page.getByTestId('nav-products').focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('mega-menu');
  await menu.waitFor();
  const groups = await menu.locator('[data-testid^="mega-group-"]').count();
  for (let i = 0; i < groups; i++) {
    await menu.getByTestId(`mega-group-${i}`).click();
    await menu
      .locator(i < 2 ? '[data-testid="mega-model"]' : '[data-testid="mega-goods"]')
      .first()
      .waitFor({ timeout: 15_000 });
  }
  // Let the persister (throttled to 1 s) write the query cache to IndexedDB.
  await page.waitForTimeout(1500);
}

/** Runs the offline measurement; returns median and samples per CPU setting. */
export async function measureOfflineMenu({ origin, repeats = 5 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    const page = await context.newPage();
    await warmUp(page, origin);
    await page.addInitScript(probe);
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    const results = [];
    for (const [label, rate] of [
      ['1x (this machine)', 1],
      ['4x slower', 4],
    ]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const menu = [];
      const header = [];
      for (let i = 0; i < repeats; i++) {
        await page.goto(`${origin}/`, { waitUntil: 'commit' });
        await page.waitForFunction(() => window.__offlineMenu?.menu > 0, undefined, { timeout: 30_000 });
        const t = await page.evaluate(() => window.__offlineMenu);
        menu.push(t.menu);
        header.push(t.header);
      }
      results.push({ label, menuMs: median(menu), headerMs: median(header), samples: menu });
    }
    await context.close();
    return results;
  } finally {
    await browser.close();
  }
}
