// Pages the server renders (decision 047): home, the news list and a model's detail paint their
// content (the hero picture, names, prices, stories) with the HTML, before any script; the app then
// hydrates it without the content ever leaving the screen, moving, or being fetched twice.
import { expect, test, type Browser } from '@playwright/test';
import { hydrated, watchLayoutShifts } from './support.ts';
import { rasterSource, rasterUrl } from '../../src/config/raster.ts';
import { PAINT_WAIT_MS } from '../../src/app/after-paint.ts';

/** The `<img src>` of a pipeline picture (its JPEG fallback), as `<Picture>` renders it. */
const fallbackOf = (art: string) => rasterUrl(rasterSource(art) ?? '', 768, 'jpg');

const pages = [
  { path: '/', name: 'index', live: 'home-page', lang: 'zh-CN' },
  { path: '/en', name: 'index', live: 'home-page', lang: 'en-US' },
  { path: '/news', name: 'news', live: 'news-list', lang: 'zh-CN' },
  { path: '/en/news', name: 'news', live: 'news-list', lang: 'en-US' },
  { path: '/pages/detail/car_model_id/1', name: 'carModelDetail', live: 'detail-page', lang: 'zh-CN' },
  { path: '/en/pages/detail/car_model_id/1', name: 'carModelDetail', live: 'detail-page', lang: 'en-US' },
];

/** The page as the HTML alone paints it (no scripts). */
async function withoutScripts(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 844 }, locale: 'zh-CN' });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForLoadState('load');
    return await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('#main img');
      const r = img?.getBoundingClientRect();
      return {
        lang: document.documentElement.lang,
        title: document.querySelector('#main h1')?.textContent ?? '',
        text: document.getElementById('main')?.innerText ?? '',
        picture: img?.getAttribute('src') ?? '',
        pictureBox: r ? [r.x, r.y, r.width, r.height] : [],
        pictureLoaded: !!img && img.complete && img.naturalWidth > 0,
      };
    });
  } finally {
    await context.close();
  }
}

test('the model detail page is in the HTML with the model’s own data, in both languages', async ({ browser, baseURL, request }) => {
  for (const [prefix, lang] of [
    ['', 0],
    ['/en', 1],
  ] as const) {
    const reply = await request.post('/stage-api/api/car_info/get_car_info', { data: { car_model_id: 1, group_id: 2, lang } });
    const info = (
      (await reply.json()) as { data: { car_model_name: string; description: string; colors: { pics: { kind: string; url: string }[] }[] } }
    ).data;
    const side = info.colors[0]!.pics.find((p) => p.kind === 'side')!.url;
    const html = await withoutScripts(browser, `${baseURL}${prefix}/pages/detail/car_model_id/1`, 390);
    expect(html.title).toBe(info.car_model_name);
    expect(html.text).toContain(info.description);
    expect(html.picture).toBe(fallbackOf(side));
    expect(html.pictureLoaded).toBe(true);
  }
});

test('the news list and home are in the HTML with their stories and hero', async ({ browser, baseURL, request }) => {
  const reply = await request.post('/stage-api/api/content/lists', { data: { column_id: 0, group_id: 2, lang: 1, page: 1, page_size: 7 } });
  const news = ((await reply.json()) as { data: { list: { title: string; cover: string }[] } }).data.list;
  const list = await withoutScripts(browser, `${baseURL}/en/news`, 1440);
  for (const story of news.slice(0, 3)) expect(list.text).toContain(story.title);
  expect(list.picture).toBe(fallbackOf(news[0]!.cover));
  const home = await withoutScripts(browser, `${baseURL}/en`, 1440);
  expect(home.picture).toMatch(/^\/media\//);
  expect(home.pictureLoaded).toBe(true);
  // Each hint once: home's translations are both a page hint and the rendered page's own.
  for (const path of ['/', '/en', '/news', '/pages/detail/car_model_id/1']) {
    const hints = String((await request.get(path)).headers().link).split(', ');
    expect(hints.length, path).toBeGreaterThan(0);
    expect(new Set(hints).size, path).toBe(hints.length);
  }
});

test('the first screen comes first: the app’s code is asked for after its picture, all of it at once', async ({ context }) => {
  for (const path of ['/club', '/en/pages/detail/car_model_id/1']) {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page, '#main');
    const r = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '';
      const pictureEnd = (performance.getEntriesByName(picture)[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? Number.NaN;
      // The app's modules, as the server lists them (the entry and its own imports are not listed).
      const listed = JSON.parse(document.getElementById('page-modules')?.textContent ?? '[]') as string[];
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime }))
        .filter((e) => listed.includes(e.path));
      return { parsed: nav.domInteractive, pictureEnd, first: Math.min(...scripts.map((s) => s.start)), listed, loaded: scripts.map((s) => s.path) };
    });
    // Before, the page's chunks came with the response headers: before the HTML was parsed, beside the picture.
    expect(r.first, `${path}: first app script after the HTML is parsed`).toBeGreaterThanOrEqual(r.parsed);
    // The wait for the picture is bounded: a picture the server still has to encode (a cold cache) may come later.
    expect(r.first, `${path}: first app script after the first screen's picture`).toBeGreaterThanOrEqual(
      Math.min(r.pictureEnd, r.parsed + PAINT_WAIT_MS),
    );
    expect(r.listed.length, path).toBeGreaterThan(3);
    expect(r.loaded, path).toEqual(expect.arrayContaining(r.listed));
    console.log(`${path}: parsed ${Math.round(r.parsed)} ms, picture in ${Math.round(r.pictureEnd)} ms, first app script ${Math.round(r.first)} ms`);
    await page.close();
  }
});

test('the page’s translations are asked for with its code, and the app takes those answers: one request per file', async ({ context }) => {
  for (const [path, langs, pageNs] of [
    ['/news', ['zh'], 'content'],
    ['/en/club', ['en', 'zh'], 'content'],
  ] as const) {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page, '#main');
    const r = await page.evaluate(() => {
      const listed = (JSON.parse(document.getElementById('page-modules')?.textContent ?? '[]') as string[]).filter((f) => f.endsWith('.json'));
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return listed.map((file) => ({ file, by: entries.filter((e) => new URL(e.name).pathname === file).map((e) => e.initiatorType) }));
    });
    // The layout's and the page's namespaces, in the page's language and its Chinese fallback.
    expect(r.length, path).toBe(langs.length * 3);
    for (const ns of ['common', 'shell', pageNs])
      expect(
        r.filter((f) => new RegExp(`/${ns}-[\\w-]+\\.json$`).test(f.file)),
        `${path} ${ns}`,
      ).toHaveLength(langs.length);
    // Preloaded from the list, then read by the app's fetch from that same answer: no second request.
    for (const f of r) expect(f.by, `${path} ${f.file}`).toEqual(['link']);
    await page.close();
  }
});

test('the brand logo is drawn in the page: no SVG file, no separate SVG document before the first paint', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  for (const [path, name] of [
    ['/', '云岭摩托'],
    ['/en/news', 'Yunling Motor'],
  ] as const) {
    await page.goto(path);
    const logo = page.getByTestId('site-header').locator('a svg[role="img"]').first();
    await expect(logo, path).toHaveAccessibleName(name);
    // The drawing itself: the navy badge and the mirrored wings, as the art server's logo file.
    expect(await logo.evaluate((svg) => [svg.getAttribute('viewBox'), svg.querySelectorAll('circle, path').length]), path).toEqual([
      '0 0 512 512',
      9,
    ]);
    expect((await logo.boundingBox())?.width, path).toBe(36);
  }
  expect(asked.filter((p) => p.startsWith('/media/brand/'))).toEqual([]);
});

test('the head holds the sheets its markup uses; the menus’ sheets come after the first paint and style them', async ({
  browser,
  baseURL,
  request,
}) => {
  const html = await (await request.get('/en/news')).text();
  const listed = JSON.parse(/id="page-modules">([^<]*)</.exec(html)?.[1] ?? '[]') as string[];
  const later = listed.filter((f) => f.endsWith('.css'));
  // The drawer and the desktop menu's triggers are not in the news page's markup: their sheets wait.
  expect(later.filter((f) => /\/(phone-drawer|menu-triggers)-/.test(f))).toHaveLength(2);
  for (const sheet of later) expect(html, sheet).not.toContain(`href="${sheet}"`);
  // What the markup does use is in the head, the header's and the page's own.
  expect(html.match(/<style>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${baseURL}/en/news`);
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('#main') ?? {}).some((k) => k.startsWith('__reactProps'))))
    .toBe(true);
  const timing = await page.evaluate((sheets) => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    return sheets.map((s) => {
      const entry = performance.getEntriesByName(new URL(s, location.href).href)[0];
      return { s, asked: !!entry, afterParse: (entry?.startTime ?? -1) >= parsed };
    });
  }, later);
  expect(timing).toEqual(later.map((s) => ({ s, asked: true, afterParse: true })));
  // The phone drawer, whose sheet came later, opens styled: navy, fixed, the screen's whole height.
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('phone-drawer');
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((d) => [getComputedStyle(d).backgroundColor, getComputedStyle(d).position, d.getBoundingClientRect().height])).toEqual(
    ['rgb(15, 27, 45)', 'fixed', 844],
  );
  await context.close();
});

for (const { path, name, live, lang } of pages) {
  test(`${path}: painted by the HTML alone, then taken over by the app in place`, async ({ browser, baseURL, page }) => {
    const html = await withoutScripts(browser, `${baseURL}${path}`, 390);
    expect(html.lang).toBe(lang);
    expect(html.title, name).not.toBe('');
    expect(html.picture).toMatch(/^\/media\//);

    await page.setViewportSize({ width: 390, height: 844 });
    // Home's carousel would move on to its next slide after 6.5 s on a slow run: no autoplay here.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    // Watches the page from its first byte: once the picture is there it must stay (no spinner in its
    // place while the scripts start, no fade), and nothing may move.
    await page.addInitScript((picture) => {
      type Watch = { seen: boolean; lost: number; spinner: number; faded: number };
      const w = window as Window & { __watch?: Watch };
      const watch: Watch = { seen: false, lost: 0, spinner: 0, faded: 0 };
      w.__watch = watch;
      const fades = (img: Element) => img.getAnimations().some((a) => (a.effect as KeyframeEffect).getKeyframes().some((k) => 'opacity' in k));
      const check = () => {
        const here = document.querySelector(`#main img[src="${picture}"]`);
        if (here) watch.seen = true;
        else if (watch.seen) watch.lost++;
        if (watch.seen && document.querySelector('#main [role="status"]')) watch.spinner++;
        // Nor does it fade in (again, once the app's first render has replaced the server's node).
        if (here && fades(here)) watch.faded++;
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    }, html.picture);
    const shifts = await watchLayoutShifts(page, 'from-load');
    await page.goto(path);
    await expect(page.getByTestId(live)).toBeVisible({ timeout: 20_000 });
    const picture = page.locator(`#main img[src="${html.picture}"]`).first();
    await expect(picture).toBeVisible();
    const box = await picture.boundingBox();
    expect([box!.x, box!.y, box!.width, box!.height]).toEqual(html.pictureBox);
    await page.waitForTimeout(500);
    const watch = await page.evaluate(() => (window as Window & { __watch?: object }).__watch);
    expect({ ...watch, shifts: await shifts() }).toEqual({ seen: true, lost: 0, spinner: 0, faded: 0, shifts: 0 });
    expect(errors).toEqual([]);
  });
}
