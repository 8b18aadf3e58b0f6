// What a crawler or a link preview (WeChat runs no script) reads in each page type's HTML: canonical and
// hreflang alternates, Open Graph, and JSON-LD that parses and says what the page's own data says.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, hydrated } from './support.ts';

type Ld = Record<string, unknown> & { '@type': string };

/** The page's head as a crawler reads it: links, metas and the JSON-LD data blocks (parsed). */
async function head(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  const html = await res.text();
  const headHtml = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const attr = (re: RegExp) => re.exec(headHtml)?.[1];
  const lds = [...headHtml.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
  return {
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    canonical: attr(/<link[^>]*rel="canonical"[^>]*href="([^"]+)"/),
    alternates: [...headHtml.matchAll(/<link[^>]*rel="alternate"[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
    og: (p: string) => attr(new RegExp(`<meta[^>]*property="og:${p}"[^>]*content="([^"]*)"`)),
    lds,
  };
}

const data = async <T>(request: APIRequestContext, path: string, body: Record<string, unknown>) => (await api<T>(request, path, body)).body.data;

test('home: canonical, alternates, Open Graph and the maker as Organization', async ({ request, baseURL }) => {
  const zh = await head(request, '/');
  expect(zh.canonical).toBe(`${baseURL}/`);
  expect(zh.alternates).toEqual(expect.arrayContaining([`zh-CN ${baseURL}/`, `en ${baseURL}/en`, `x-default ${baseURL}/`]));
  expect(zh.og('title')).toBe(zh.title);
  expect(zh.og('locale')).toBe('zh_CN');
  expect(zh.lds.map((l) => l['@type'])).toEqual(['Organization']);
  const en = await head(request, '/en');
  expect(en.canonical).toBe(`${baseURL}/en`);
  expect(en.lds[0]!.name).toBe('Yunling Motor');
});

test('a model page: Product with CNY offers from get_car_info, breadcrumbs, its picture for share cards', async ({ request, baseURL }) => {
  for (const lang of [0, 1] as const) {
    const info = await data<{ car_model_name: string; description: string }>(request, 'api/car_info/get_car_info', { car_model_id: 1, lang });
    const prefix = lang ? '/en' : '';
    const page = await head(request, `${prefix}/pages/detail/car_model_id/1`);
    expect(page.title).toContain(info.car_model_name);
    expect(page.canonical).toBe(`${baseURL}${prefix}/pages/detail/car_model_id/1`);
    expect(page.og('type')).toBe('product');
    expect(page.og('image')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    const product = page.lds.find((l) => l['@type'] === 'Product')!;
    expect(product.name).toBe(info.car_model_name);
    const offers = ([] as Ld[]).concat(product.offers as Ld | Ld[]);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) {
      expect(o.priceCurrency).toBe('CNY');
      expect(typeof o.price).toBe('number');
    }
    expect(page.lds.some((l) => l['@type'] === 'BreadcrumbList')).toBe(true);
  }
  // The query form of the model page names the path form as canonical.
  expect((await head(request, '/detail?car_model_id=1')).canonical).toBe(`${baseURL}/pages/detail/car_model_id/1`);
});

test('an article: NewsArticle with its headline and date; a goods page: Product', async ({ request }) => {
  const article = await data<{ title: string }>(request, 'api/content/detail', { id: 1, lang: 1 });
  const news = await head(request, '/en/newsDetail?id=1');
  expect(news.og('type')).toBe('article');
  const ld = news.lds.find((l) => l['@type'] === 'NewsArticle')!;
  expect(ld.headline).toBe(article.title);
  expect(String(ld.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  const goods = await data<{ name: string }>(request, 'addons/litestore/api.goods/detail', { id: 1, lang: 0 });
  const goodsPage = await head(request, '/attachmentDetail?id=1&type=1');
  expect(goodsPage.lds.find((l) => l['@type'] === 'Product')!.name).toBe(goods.name);
});

test('the club page: an Event per ride with its place and China time', async ({ request }) => {
  const events = await data<{ title: string }[]>(request, 'api/activity/get_activity', { status: 'all', lang: 0 });
  const club = await head(request, '/club');
  const lds = club.lds.filter((l) => l['@type'] === 'Event');
  expect(lds.map((l) => l.name)).toEqual(events.map((e) => e.title));
  for (const l of lds) expect(String(l.startDate)).toMatch(/\+08:00$/);
});

test('the stores page: an AutoDealer per store, in each language, from the list the page shows', async ({ request, baseURL }) => {
  for (const [lang, prefix] of [
    [0, ''],
    [1, '/en'],
  ] as const) {
    const stores = await data<{ slug: string; name: string; city: string; phone: string; lat: number; lng: number }[]>(
      request,
      'api/stores/get_store',
      { lang },
    );
    expect(stores.length).toBeGreaterThan(1);
    const market = await head(request, `${prefix}/market`);
    const lds = market.lds.filter((l) => l['@type'] === 'AutoDealer');
    expect(lds.map((l) => l.name)).toEqual(stores.slice(0, 50).map((s) => s.name));
    const first = lds[0]!;
    expect(first['@id']).toBe(`${baseURL}${prefix}/market#store-${stores[0]!.slug}`);
    expect(first.telephone).toBe(stores[0]!.phone);
    expect(first.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: stores[0]!.city, addressCountry: 'CN' });
    expect(first.geo).toEqual({ '@type': 'GeoCoordinates', latitude: stores[0]!.lat, longitude: stores[0]!.lng });
  }
});

test('a page without data of its own takes its title from its module (the nav label) and user pages stay out of indexes', async ({ request }) => {
  expect((await head(request, '/en/market')).title).toBe('Dealers - Yunling Motor Official Website');
  expect((await head(request, '/en/privacy')).title).toMatch(/^Privacy.* - Yunling Motor Official Website$/);
  const login = await (await request.get('/en/login')).text();
  expect(login).toMatch(/<meta name="robots" content="noindex"/);
  expect(await (await request.get('/en/market')).text()).not.toMatch(/<meta name="robots" content="noindex"/);
});

test('after an in-app navigation the head is the new page’s, as its server HTML has it', async ({ page, request, baseURL }) => {
  await page.goto('/en/news');
  await hydrated(page, '[data-testid="news-list"] > li:first-child a');
  const link = page.getByTestId('news-item').first().getByRole('link').first();
  const href = new URL((await link.getAttribute('href'))!, baseURL);
  const target = href.pathname + href.search;
  const served = await head(request, target);
  let documentLoads = 0;
  page.on('request', (r) => void (r.isNavigationRequest() && documentLoads++));
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/[?]/g, '\\?')}$`));
  await expect.poll(() => page.title()).toBe(served.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', served.canonical!);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', served.og('title')!);
  expect(documentLoads, 'an in-app navigation').toBe(0);
});
