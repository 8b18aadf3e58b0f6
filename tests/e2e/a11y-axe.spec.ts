// axe-core with its full rule set (experimental rules included) on every route in both languages at
// 1440 and 390 px, and in the open states (mega-menu, dropdowns, drawer, country popup, dialogs):
// no serious or critical violation; moderate and minor ones are printed as info.
// To cover a new page, add it to the route table (src/app/route-table.ts) or to EXTRA_ROUTES below;
// give it a query in QUERIES when it needs one, and list it in LOGGED_IN when it wants a session.
import { expect, test, type Page } from '@playwright/test';
import { localizePath, pageNames, pagePath, type Locale } from '../../src/app/route-table.ts';
import { axeScan, openStates } from './a11y-helpers.ts';
import { api, createTestUser, loginAs, uniquePhone } from './support.ts';

/** Query strings the pages expect; `{model}`, `{series}` and `{news}` are real ids from the seeded data. */
const QUERIES: Record<string, string> = {
  login: '?path=%2Fnews',
  upkeep: '?type=1',
  attachmentDetail: '?id=1&type=1',
  detail: '?car_model_id={model}',
  vehicleModel: '?name={series}',
  newsDetail: '?id={news}',
  search: '?q=ABS',
};
/** Routes outside the route table's pages (Chinese path, query included). */
const EXTRA_ROUTES: string[] = [];
/** Pages that show their signed-in content only with a session: scanned logged out and logged in. */
const LOGGED_IN = ['userCenter', 'shoppingCart', 'address', 'payment', 'club'];
/** Routes per test: enough to amortise the browser start, few enough to spread over the workers. */
const CHUNK = 6;
/** Per scanned view: axe's full rule set takes about a second on an idle machine, far more on a busy one. */
const PER_VIEW_MS = 40_000;

const ROUTES: string[] = [
  ...pageNames.map((name) => (name === 'carModelDetail' ? '/pages/detail/car_model_id/{model}' : `${pagePath(name)}${QUERIES[name] ?? ''}`)),
  ...EXTRA_ROUTES,
];
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

let ids = { model: '1', series: 'adventure', news: '1' };

test.beforeAll(async ({ request }) => {
  const series = (
    await api<{ slug: string; children: { children: { car_model_id: number }[] }[] }[]>(request, 'api/car_info/get_cars_by_type', {
      type: 'vehicle_series',
    })
  ).body.data;
  const news = (await api<{ list: { id: number }[] }>(request, 'api/content/lists', { column_id: 0, page: 1, page_size: 1 })).body.data;
  ids = { model: String(series[0].children[0].children[0].car_model_id), series: series[0].slug, news: String(news.list[0].id) };
});

const fill = (route: string) => route.replace(/\{(\w+)\}/g, (_, k: keyof typeof ids) => encodeURIComponent(ids[k]));

async function scanRoutes(page: Page, routes: string[], locale: Locale) {
  const serious: string[] = [];
  for (const route of routes) {
    const url = localizePath(fill(route), locale);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    serious.push(...(await axeScan(page, url)));
  }
  return serious;
}

for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport, ...(vpName === 'phone' ? { hasTouch: true, isMobile: true } : {}) });

    for (const locale of ['zh', 'en'] as const) {
      for (let i = 0; i < ROUTES.length; i += CHUNK) {
        const routes = ROUTES.slice(i, i + CHUNK);
        test(`${locale} routes ${i + 1}-${i + routes.length}`, async ({ page }) => {
          test.setTimeout(PER_VIEW_MS * routes.length);
          const serious = await scanRoutes(page, routes, locale);
          expect(serious, serious.join('\n')).toEqual([]);
        });
      }

      test(`${locale} signed-in pages`, async ({ page, request }) => {
        test.setTimeout(PER_VIEW_MS * LOGGED_IN.length);
        await loginAs(page, await createTestUser(request, uniquePhone()), locale === 'zh' ? 0 : 1);
        const routes = LOGGED_IN.map((n) => ROUTES[pageNames.indexOf(n as (typeof pageNames)[number])]);
        const serious = await scanRoutes(page, routes, locale);
        expect(serious, serious.join('\n')).toEqual([]);
      });

      test(`${locale} open states`, async ({ page, request }) => {
        await loginAs(page, await createTestUser(request, uniquePhone()), locale === 'zh' ? 0 : 1);
        const states = openStates(vpName as 'desktop' | 'phone', locale);
        test.setTimeout(PER_VIEW_MS * states.length);
        const serious: string[] = [];
        for (const state of states) {
          const url = localizePath(fill(state.route), locale);
          await page.goto(url, { waitUntil: 'domcontentloaded' });
          await state.open(page);
          serious.push(...(await axeScan(page, `${url} [${state.name}]`)));
        }
        expect(serious, serious.join('\n')).toEqual([]);
      });
    }
  });
}
