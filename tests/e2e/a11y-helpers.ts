import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '../../src/app/route-table.ts';

/** Every axe rule: the WCAG 2.0-2.2 A/AA tags, best practices, and the rules axe still calls experimental. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** Waits until the page (or its 404/error page) is on screen, its DOM has settled and no finite animation runs. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('#main [data-testid="page"] > *, [data-testid="not-found"], [data-testid="route-error"]').first()).toBeVisible();
  // Data arrives after the first paint: wait (bounded) until the text stops changing and fades end.
  await page
    .waitForFunction(
      () => {
        const w = window as Window & { __axeLast?: number };
        const size = document.body.innerText.length;
        const same = w.__axeLast === size;
        w.__axeLast = size;
        const moving = document
          .getAnimations()
          .some((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
        return same && !moving;
      },
      undefined,
      { polling: 150, timeout: 4000 },
    )
    .catch(() => undefined);
}

/** Runs axe on the page as it is; prints moderate/minor findings and returns one line per serious/critical one. */
export async function axeScan(page: Page, where: string): Promise<string[]> {
  const t0 = Date.now();
  await settle(page);
  const t1 = Date.now();
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  if (process.env.AXE_TIMING) console.log(`axe timing ${where}: settle ${t1 - t0} ms, analyze ${Date.now() - t1} ms`);
  const serious: string[] = [];
  for (const v of violations) {
    const targets = v.nodes.map((n) => n.target.join(' ')).slice(0, 4);
    const line = `${v.impact} ${v.id} @ ${where}: ${v.nodes.length} node(s) ${targets.join(' | ')}`;
    // Printed at once too, so a run that times out still says what it found.
    if (v.impact === 'serious' || v.impact === 'critical') serious.push(line);
    console.log(`axe ${serious.includes(line) ? 'FAIL' : 'info'}: ${line}`);
  }
  return serious;
}

/** A state to scan: a route and how to reach the state from its loaded page. */
export interface StateCase {
  name: string;
  route: string;
  open: (page: Page) => Promise<void>;
}

const ROOMY_EVENT = '[data-testid="club-event"][data-slug="yunnan-grand-loop-2027"]';

/** Dialogs both viewports open: film poster, photo gallery, club sign-up (needs a session). */
const dialogs: StateCase[] = [
  {
    name: 'film dialog',
    route: '/videoWallpaper',
    open: async (page) => {
      await page.getByTestId('films').getByRole('button').first().click();
      await expect(page.getByTestId('poster-dialog')).toBeVisible();
    },
  },
  {
    name: 'gallery dialog',
    route: '/pages/detail/car_model_id/{model}',
    open: async (page) => {
      await page.getByTestId('gallery').getByTestId('gallery-open').click();
      await expect(page.getByTestId('gallery-dialog')).toBeVisible();
    },
  },
  {
    name: 'club sign-up dialog',
    route: '/club',
    open: async (page) => {
      await page.locator(ROOMY_EVENT).getByRole('button').first().click();
      await expect(page.getByTestId('signup-dialog')).toBeVisible();
    },
  },
];

/** Opens a header dropdown and waits for its list. */
const dropdown = (id: 'after-sales' | 'about'): StateCase => ({
  name: `${id} dropdown`,
  route: '/news',
  open: async (page) => {
    await page.getByTestId(`nav-${id}`).click();
    await expect(page.locator(`#${id} a`).first()).toBeVisible();
  },
});

/** Opens the phone drawer, optionally with one accordion expanded. */
const drawer = (section?: 'products' | 'after-sales' | 'about'): StateCase => ({
  name: `drawer${section ? ` + ${section}` : ''}`,
  route: '/news',
  open: async (page) => {
    await page.getByTestId('menu-button').click();
    const d = page.getByTestId('phone-drawer');
    await expect(d).toBeVisible();
    if (!section) return;
    await d.getByTestId(`drawer-${section}`).click();
    await expect(d.locator(`#drawer-${section} a, #drawer-${section} [role="tab"]`).first()).toBeVisible();
  },
});

/** The open states to scan at a viewport in a language. */
export function openStates(viewport: 'desktop' | 'phone', locale: Locale): StateCase[] {
  if (viewport === 'desktop') {
    const states: StateCase[] = [
      {
        name: 'mega-menu',
        route: '/',
        open: async (page) => {
          await page.getByTestId('nav-products').click();
          await expect(page.getByTestId('mega-menu').getByTestId('mega-model').first()).toBeVisible();
        },
      },
      ...(locale === 'zh' ? [dropdown('after-sales')] : []),
      dropdown('about'),
      ...dialogs,
    ];
    if (locale === 'zh')
      states.splice(1, 0, {
        name: 'mega-menu accessories',
        route: '/news',
        open: async (page) => {
          await page.getByTestId('nav-products').click();
          await page.getByTestId('mega-menu').getByTestId('mega-group-2').hover();
          await expect(page.getByTestId('mega-menu').getByTestId('mega-goods').first()).toBeVisible();
        },
      });
    if (locale === 'en')
      states.push({
        name: 'country popup',
        route: '/',
        open: async (page) => {
          await page.getByTestId('country-button').click();
          await expect(page.getByTestId('country-dialog')).toBeVisible();
        },
      });
    return states;
  }
  const states: StateCase[] = [drawer(), drawer('products'), drawer(locale === 'zh' ? 'after-sales' : 'about'), ...dialogs];
  if (locale === 'en')
    states.push({
      name: 'country popup (drawer)',
      route: '/',
      open: async (page) => {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('drawer-country').click();
        await expect(page.getByTestId('country-dialog')).toBeVisible();
      },
    });
  return states;
}
