// Every public page is in the HTML itself (plain HTTP, no JavaScript): its own title, its main heading
// and its main text from the database; user pages are noindex; unknown paths and ids answer 404 with
// the friendly not-found text. The first-screen picture is preloaded from the page's own data.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { localizePath, pageNames, pagePath, type Locale, type PageName } from '../../src/app/route-table.ts';
import { api } from './support.ts';
import { rasterSource, rasterUrl } from '../../src/config/raster.ts';

// User pages, search results and this device's ride pack and outbox stay out of search engines' indexes.
const USER_PAGES: PageName[] = ['login', 'userCenter', 'shoppingCart', 'payment', 'buy', 'search', 'ridePack', 'outbox'];
const QUERIES: Partial<Record<PageName, string>> = {
  upkeep: '?type=1',
  attachmentDetail: '?id=1&type=1',
  detail: '?car_model_id=1',
  newsDetail: '?id=1',
};
const GENERIC = { zh: '<title data-head>云岭摩托官方网站</title>', en: '<title data-head>Yunling Motor Official Website</title>' };
const NOT_FOUND = { zh: '找不到此页面', en: 'This page could not be found' };

const urlOf = (name: PageName, locale: Locale) =>
  `${localizePath(name === 'carModelDetail' ? '/pages/detail/car_model_id/1' : pagePath(name), locale)}${QUERIES[name] ?? ''}`;
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
const h1Of = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(mainOf(html))?.[1] ?? '').trim();

async function data<T>(request: APIRequestContext, path: string, lang: 0 | 1, body: Record<string, unknown> = {}): Promise<T> {
  return (await api<T>(request, path, { lang, ...body })).body.data;
}

test('every page is server-rendered with its own title and heading, in both languages', async ({ request }) => {
  test.setTimeout(180_000);
  for (const locale of ['zh', 'en'] as const) {
    for (const name of pageNames) {
      const url = urlOf(name, locale);
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html, url).toContain(`<html lang="${locale === 'en' ? 'en-US' : 'zh-CN'}">`);
      expect(html, url).toMatch(/<link rel="canonical" href="[^"]+" data-head>/);
      expect(/noindex/.test(html), `${url} noindex`).toBe(USER_PAGES.includes(name));
      if (name !== 'index') expect(html, url).not.toContain(GENERIC[locale]);
      // User pages render their frame only (the browser fills them).
      if (['login', 'userCenter', 'shoppingCart', 'payment', 'ridePack', 'outbox'].includes(name)) continue;
      expect(h1Of(html), `${url} heading`).not.toBe('');
    }
  }
});

test('the main text comes from the database', async ({ request }) => {
  for (const [prefix, lang] of [
    ['', 0],
    ['/en', 1],
  ] as const) {
    const page = async (path: string) => text(mainOf(await (await request.get(`${prefix}${path}`)).text()));
    const banners = await data<{ title: string }[]>(request, 'api/banner/get_banner', lang);
    expect(text(mainOf(await (await request.get(prefix || '/')).text()))).toContain(banners[0]!.title);
    const model = await data<{ car_model_name: string; description: string }>(request, 'api/car_info/get_car_info', lang, { car_model_id: 1 });
    const detail = await request.get(`${prefix}/pages/detail/car_model_id/1`);
    expect(h1Of(await detail.text())).toBe(model.car_model_name);
    expect(text(mainOf(await detail.text()))).toContain(model.description);
    const news = await data<{ list: { id: number; title: string }[] }>(request, 'api/content/lists', lang, { column_id: 0, page: 1, page_size: 7 });
    expect(await page('/news')).toContain(news.list[0]!.title);
    const article = await request.get(`${prefix}/newsDetail?id=${news.list[0]!.id}`);
    expect(h1Of(await article.text())).toBe(news.list[0]!.title);
    const events = await data<{ title: string }[]>(request, 'api/activity/get_activity', lang);
    expect(await page('/club')).toContain(events[0]!.title);
    const goods = await data<{ name: string }>(request, 'addons/litestore/api.goods/detail', lang, { id: 1 });
    expect(h1Of(await (await request.get(`${prefix}/attachmentDetail?id=1&type=1`)).text())).toBe(goods.name);
  }
});

test('unknown paths and ids answer 404 with the friendly not-found text', async ({ request }) => {
  for (const [url, words] of [
    ['/no-such-page', NOT_FOUND.zh],
    ['/en/no-such-page', NOT_FOUND.en],
    ['/pages/detail/car_model_id/999999', '未找到'],
    ['/en/detail?car_model_id=999999', 'find that model'],
    ['/newsDetail?id=999999', '不存在'],
    ['/en/newsDetail?id=999999', 'isn’t available'],
    ['/attachmentDetail?id=999999', NOT_FOUND.zh],
  ] as const) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(text(mainOf(await res.text())), url).toContain(words);
  }
});

test('the first-screen picture is preloaded from the page’s data', async ({ request }) => {
  const images = async (url: string) =>
    (String((await request.get(url)).headers().link ?? '').match(/<(\/media\/[^>]+)>; rel=preload; as=image/g) ?? []).map((l) =>
      l.slice(1, l.indexOf('>')),
    );
  // A pipeline picture is preloaded as the AVIF variant its <Picture> picks (server/raster/preload.ts).
  const preloaded = (url: string) => {
    const source = rasterSource(url);
    return source ? rasterUrl(source, 768, 'avif') : url;
  };
  const banners = await data<{ image: string }[]>(request, 'api/banner/get_banner', 0);
  // Only the hero: the model rail starts below the fold on every screen.
  expect(await images('/')).toEqual([preloaded(banners[0]!.image)]);
  const model = await data<{ colors: { slug: string; pics: { kind: string; url: string }[] }[] }>(request, 'api/car_info/get_car_info', 0, {
    car_model_id: 1,
  });
  const side = (c: (typeof model.colors)[number]) => preloaded((c.pics.find((p) => p.kind === 'side') ?? c.pics[0])!.url);
  expect(await images('/pages/detail/car_model_id/1')).toEqual([side(model.colors[0]!)]);
  expect(await images(`/pages/detail/car_model_id/1?color=${model.colors.at(-1)!.slug}`)).toEqual([side(model.colors.at(-1)!)]);
  // The club's intro is drawn over the next ride's artwork, its largest paint.
  const rides = await data<{ status: string; cover: string }[]>(request, 'api/activity/get_activity', 0, { status: 'all' });
  expect(await images('/club')).toEqual([preloaded(rides.find((r) => r.status === 'upcoming')!.cover)]);
  expect(await images('/aboutUs')).toEqual([]);
});
