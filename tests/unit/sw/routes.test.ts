import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowsShellFallback, apiCallPath, CATALOG_CALLS, classifyRequest, shellPageFor } from '../../../sw/routes.ts';
import { splitLocale } from '../../../src/app/route-table.ts';

const ORIGIN = 'https://site.example';
const post = (p: string) => ({ url: `${ORIGIN}/stage-api/${p}`, method: 'POST', mode: 'cors', destination: '' });

describe('classifyRequest: API calls', () => {
  it.each([
    'api/car_info/get_cars_by_type',
    'api/car_info/get_car_info',
    'api/car_info/car_version_params',
    'api/car_info/car_pics',
    'api/car_info/is_recommend_car',
    'api/about_us/get_partner',
    'api/common/get_lang_list',
    'addons/litestore/api.goods/get_parts_goods_list',
    'addons/litestore/api.goods/get_cycle_equip_goods_list',
    'addons/litestore/api.goods/detail',
    'api/content/lists',
    'api/content/detail',
    'api/banner/get_banner',
    'api/activity/get_activity',
    'api/stores/get_store',
    'api/areas/get_province',
  ])('%s is a catalog call', (p) => {
    expect(classifyRequest(post(p), ORIGIN)).toBe('catalog');
  });

  it.each([
    'addons/litestore/api.goods/get_car_goods',
    'addons/litestore/api.goods/car_buy',
    'addons/litestore/api.order/create_order',
    'addons/litestore/api.order/pay_order_return',
    'api/user/mobilelogin',
    'api/user/logout',
    'api/user/get_order_list',
    'api/user/get_delivery_address',
    'api/sms/send',
    'api/stores/app_test_drive',
    'api/activity/join_activity',
    'api/repair/appoint',
    'api/rescue/fill_rescue',
    'api/upload/get_sign',
    'api/analytics/page_view',
    'api/service/theft_security_service',
    'api/service/extented_service',
    'api/service/financial_enquiry',
    'api/payment/create',
    'addons/litestore/api.goods/add_car_goods',
    '__test/requests',
  ])('%s is network-only', (p) => {
    expect(classifyRequest(post(p), ORIGIN)).toBe('network-only');
  });

  it('a catalog path with the token in the query is still catalog; a GET to it is network-only', () => {
    expect(classifyRequest({ ...post('api/content/detail'), url: `${ORIGIN}/stage-api/api/content/detail?id=3&token=abc` }, ORIGIN)).toBe('catalog');
    expect(classifyRequest({ ...post('api/content/detail'), method: 'GET' }, ORIGIN)).toBe('network-only');
  });

  it('recognises the API on another origin (API_BASE pointing elsewhere)', () => {
    expect(classifyRequest({ url: 'https://api.example/stage-api/api/content/lists', method: 'POST' }, ORIGIN)).toBe('catalog');
    expect(classifyRequest({ url: 'https://api.example/stage-api/api/sms/send', method: 'POST' }, ORIGIN)).toBe('network-only');
  });

  it('an API navigation is never answered with the shell', () => {
    expect(classifyRequest({ url: `${ORIGIN}/stage-api/openapi.json`, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('network-only');
  });
});

describe('classifyRequest: pages and images', () => {
  it('navigations to app routes get the shell', () => {
    for (const p of ['/', '/en', '/news', '/en/pages/detail/car_model_id/1', '/vehicleModel?name=a.b']) {
      expect(classifyRequest({ url: `${ORIGIN}${p}`, method: 'GET', mode: 'navigate', destination: 'document' }, ORIGIN)).toBe('navigation');
    }
  });
  it('navigations to /media, files or other origins do not', () => {
    for (const u of [`${ORIGIN}/media/moto/side.svg`, `${ORIGIN}/robots.txt`, `${ORIGIN}/generated/icon-512.png`, 'https://other.example/news']) {
      expect(classifyRequest({ url: u, method: 'GET', mode: 'navigate' }, ORIGIN)).toBe('passthrough');
    }
  });
  it('/media and same-origin images are images', () => {
    expect(classifyRequest({ url: `${ORIGIN}/media/moto/adventure/side/1.svg`, method: 'GET', mode: 'no-cors', destination: 'image' }, ORIGIN)).toBe(
      'image',
    );
    expect(classifyRequest({ url: `${ORIGIN}/media/x.svg`, method: 'GET', mode: 'cors', destination: '' }, ORIGIN)).toBe('image');
    expect(classifyRequest({ url: `${ORIGIN}/generated/og.png`, method: 'GET', destination: 'image' }, ORIGIN)).toBe('image');
    expect(classifyRequest({ url: 'https://cdn.example/x.png', method: 'GET', destination: 'image' }, ORIGIN)).toBe('passthrough');
  });
  it('scripts and styles are left to the precache', () => {
    expect(classifyRequest({ url: `${ORIGIN}/assets/index-abc.js`, method: 'GET', destination: 'script' }, ORIGIN)).toBe('passthrough');
  });
});

describe('helpers', () => {
  it('apiCallPath', () => {
    expect(apiCallPath(new URL(`${ORIGIN}/stage-api/api/content/lists/`))).toBe('api/content/lists');
    expect(apiCallPath(new URL(`${ORIGIN}/news`))).toBeUndefined();
  });
  it('allowsShellFallback', () => {
    expect(allowsShellFallback('/stage-api/x')).toBe(false);
    expect(allowsShellFallback('/media/x')).toBe(false);
    expect(allowsShellFallback('/sw.js')).toBe(false);
    expect(allowsShellFallback('/shoppingCart')).toBe(true);
  });
  it("shellPageFor: English pages open from the English shell, the same split as the app's own", () => {
    const paths = ['/', '/en', '/en/', '/en/news', '/en/pages/detail/car_model_id/3', '/english', '/enx/news', '/news', '/market'];
    for (const p of paths) expect(shellPageFor(p), p).toBe(splitLocale(p).locale === 'en' ? '/index-en.html' : '/index.html');
    expect(shellPageFor('/en/news')).toBe('/index-en.html');
    expect(shellPageFor('/english')).toBe('/index.html');
  });
});

describe('catalog list against the server', () => {
  // Every call the server memoises as a read-only catalog call must be runtime-cached by the worker.
  it('includes every call the server marks `cache: true`', () => {
    const dir = path.resolve(import.meta.dirname, '../../../server/routes');
    const cached: string[] = [];
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const src = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const block of src.split(/defineCall\s*(?:<[^(]*>)?\(/).slice(1)) {
        const head = block.slice(0, 1200);
        const p = head.match(/path:\s*'([^']+)'/)?.[1];
        if (p && /\bcache:\s*true\b/.test(head)) cached.push(p);
      }
    }
    expect(cached.length).toBeGreaterThan(5);
    expect(cached.filter((p) => !CATALOG_CALLS.has(p))).toEqual([]);
  });
});

describe('classifyRequest: films and byte ranges', () => {
  it('videos and audio are never intercepted (never stored, ranges untouched); raster images are', () => {
    expect(classifyRequest({ url: `${ORIGIN}/media/films/ride-720.mp4`, method: 'GET', destination: 'video' }, ORIGIN)).toBe('passthrough');
    expect(classifyRequest({ url: `${ORIGIN}/media/films/ride.webm`, method: 'GET', destination: '' }, ORIGIN)).toBe('passthrough');
    const ranged = { url: `${ORIGIN}/media/films/poster.jpg`, method: 'GET', destination: '', headers: new Headers({ range: 'bytes=0-' }) };
    expect(classifyRequest(ranged, ORIGIN)).toBe('passthrough');
    expect(
      classifyRequest({ url: `${ORIGIN}/media/photos/hero-1600.avif`, method: 'GET', destination: 'image', headers: new Headers() }, ORIGIN),
    ).toBe('image');
  });
});
