import { describe, expect, it } from 'vitest';
import { site } from '../../../../../src/config/site.ts';
import { breadcrumbLd, eventLd, newsArticleLd, productLd, storeLd } from '../../../../../src/lib/seo/json-ld.ts';
import { organizationLd } from '../../../../../src/lib/seo/organization-ld.ts';
import type { HeadContext } from '../../../../../src/lib/seo/page-meta.ts';
import { headTags } from '../../../../../src/lib/seo/head-tags.ts';
import { chinaTime, openingHours } from '../../../../../src/lib/seo/ld-values.ts';
import type { CarInfo, GoodsDetail } from '../../../../../src/features/catalog/api/types.ts';
import type { NewsDetail } from '../../../../../src/features/content/api/get-news-detail.ts';
import type { ClubEvent } from '../../../../../src/features/content/api/get-activities.ts';
import type { Store } from '../../../../../src/features/service/api/types.ts';

const origin = 'https://shop.example.com';
const ctx = (path: string, locale: 'zh' | 'en' = 'zh'): HeadContext => ({ origin, locale, path });
/** What a crawler reads: the data block written into the page, parsed back. */
const roundTrip = (ld: object): Record<string, unknown> => {
  const html = headTags({ title: 't', description: 'd', jsonLd: [ld] }, ctx('/'));
  const text = /<script type="application\/ld\+json" data-head>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
  return JSON.parse(text) as Record<string, unknown>;
};

const model = {
  car_model_id: 3,
  slug: 'at-500',
  car_model_name: '云岭 AT 500',
  model_name: '云岭 AT 500',
  description: 'Adventure </script><script>alert(1)</script>',
  pc_publicize_pic: '/media/moto/adventure/side/aa0000-bb0000.svg',
  style: 'adventure',
  cc: 500,
  retail_price: 39800,
  activity_price: 36800,
  highlights: [],
  series: null,
  colors: [],
  versions: [],
  related: [],
  vehicle_params: [],
  engine_params: [],
  basic_config: [],
} satisfies CarInfo;

const goods = {
  id: 41,
  name: 'Touring jacket',
  title: 'Touring jacket',
  top_pic: '/media/goods/jacket/223344.svg',
  mainImgUrl: '/media/goods/jacket/223344.svg',
  purchasePrice: '1299.00',
  price_cents: 129900,
  category: 'Jackets',
  stock: 5,
  part_number: 'YL-J-01',
  children: [
    { id: 42, name: 'M', purchasePrice: '1299.00', price_cents: 129900, stock: 3 },
    { id: 43, name: 'XL', purchasePrice: '1349.50', price_cents: 134950, stock: 0 },
  ],
  description: 'Warm.',
  fits: [],
} satisfies GoodsDetail;

describe('organizationLd', () => {
  it('names the maker with its logo, address and hotline', () => {
    const ld = roundTrip(organizationLd(site, origin, 'en'));
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Organization');
    expect(ld.name).toBe('Yunling Motor');
    expect(ld.url).toBe('https://shop.example.com/en');
    expect(ld.logo).toBe('https://shop.example.com/generated/icon-512.png');
    expect(ld.contactPoint).toMatchObject({ '@type': 'ContactPoint', telephone: site.hotline });
    expect(ld).not.toHaveProperty('sameAs');
    expect(roundTrip(organizationLd({ ...site, sameAs: ['https://weibo.example/yl'] }, origin)).sameAs).toEqual(['https://weibo.example/yl']);
  });
});

describe('productLd', () => {
  it('a model: activity price as the price, retail as the list price, both CNY numbers', () => {
    const ld = roundTrip(productLd(model, site, ctx('/pages/detail/car_model_id/3')));
    expect(ld).toMatchObject({ '@type': 'Product', name: '云岭 AT 500', sku: 'at-500', url: 'https://shop.example.com/pages/detail/car_model_id/3' });
    expect(ld.description).toBe(model.description);
    expect(ld.image).toBe('https://shop.example.com/media/moto/adventure/side/aa0000-bb0000.svg');
    const offer = ld.offers as {
      price: unknown;
      priceCurrency: string;
      priceSpecification: { price: unknown; priceType: string; priceCurrency: string }[];
    };
    expect(offer.price).toBe(36800);
    expect(offer.priceCurrency).toBe('CNY');
    expect(offer.priceSpecification.map((p) => [p.priceType, p.price, p.priceCurrency])).toEqual([
      ['https://schema.org/SalePrice', 36800, 'CNY'],
      ['https://schema.org/ListPrice', 39800, 'CNY'],
    ]);
  });

  it('a model without an activity price offers the retail price alone', () => {
    const offer = productLd({ ...model, activity_price: 0 }, site, ctx('/pages/detail/car_model_id/3')).offers as Record<string, unknown>;
    expect(offer.price).toBe(39800);
    expect(offer).not.toHaveProperty('priceSpecification');
  });

  it('goods: one offer per variant in yuan with availability from stock', () => {
    const ld = roundTrip(productLd(goods, site, ctx('/attachmentDetail?id=41&type=2', 'en')));
    expect(ld).toMatchObject({ name: 'Touring jacket', sku: '41', mpn: 'YL-J-01', url: 'https://shop.example.com/en/attachmentDetail?id=41&type=2' });
    const offers = ld.offers as { name: string; price: unknown; priceCurrency: string; availability: string }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency, o.availability])).toEqual([
      ['M', 1299, 'CNY', 'https://schema.org/InStock'],
      ['XL', 1349.5, 'CNY', 'https://schema.org/OutOfStock'],
    ]);
  });

  it('goods without variants: one offer from the item itself', () => {
    const offer = productLd({ ...goods, children: [], stock: 0 }, site, ctx('/attachmentDetail?id=41&type=1')).offers as Record<string, unknown>;
    expect(offer).toMatchObject({ price: 1299, priceCurrency: 'CNY', availability: 'https://schema.org/OutOfStock' });
  });
});

describe('newsArticleLd', () => {
  it('headline, date, cover and the maker as author and publisher', () => {
    const article = {
      id: 7,
      column_id: 2,
      title: 'New engine',
      summary: 'It runs.',
      content: '<p>x</p>',
      cover: '/media/scene/lake/3.svg',
      published_at: '2025-02-18',
      prev: null,
      next: null,
    } satisfies NewsDetail;
    const ld = roundTrip(newsArticleLd(article, site, ctx('/newsDetail?id=7', 'en')));
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'New engine',
      description: 'It runs.',
      datePublished: '2025-02-18',
      inLanguage: 'en',
    });
    expect(ld.image).toEqual(['https://shop.example.com/media/scene/lake/3.svg']);
    expect(ld.mainEntityOfPage).toBe('https://shop.example.com/en/newsDetail?id=7');
    expect(ld.author).toMatchObject({ '@type': 'Organization', name: 'Yunling Motor' });
    expect(ld.publisher).toMatchObject({ '@type': 'Organization', logo: 'https://shop.example.com/generated/icon-512.png' });
  });
});

describe('eventLd', () => {
  const event = {
    id: 4,
    slug: 'beginner-camp',
    title: 'Beginner camp',
    description: 'Two days.',
    location: 'Training Ground, Chengdu',
    starts_at: '2026-04-11T01:00:00.000Z',
    ends_at: '2026-04-12T09:00:00.000Z',
    signup_deadline: '2026-04-05T12:00:00.000Z',
    capacity: 24,
    signed_up: 30,
    cover: '/media/scene/race-track/1.svg',
    status: 'upcoming',
  } satisfies ClubEvent;

  it('China-time dates, the meeting point as a Place, scheduled and in person', () => {
    const ld = roundTrip(eventLd({ ...event, lat: 30.6, lng: 104.1 }, site, ctx('/club')));
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Beginner camp',
      startDate: '2026-04-11T09:00:00+08:00',
      endDate: '2026-04-12T17:00:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      remainingAttendeeCapacity: 0,
      url: 'https://shop.example.com/club',
    });
    expect(ld.location).toMatchObject({ '@type': 'Place', name: 'Training Ground, Chengdu', geo: { latitude: 30.6, longitude: 104.1 } });
    expect(ld.organizer).toMatchObject({ '@type': 'Organization', name: '云岭摩托' });
    expect((eventLd(event, site, ctx('/club')).location as Record<string, unknown>).geo).toBeUndefined();
  });
});

describe('storeLd', () => {
  const store = {
    id: 1,
    slug: 'guangzhou-tianhe',
    name: 'Guangzhou Tianhe',
    province_id: 1,
    province: 'Guangdong',
    province_code: 'gd',
    city: 'Guangzhou',
    address: '668 Huangpu Avenue',
    phone: '020-3887 6601',
    hours: 'Mon–Sat 9:00–18:00, Sun 10:00–17:00',
    services: [],
    lat: 23.1271,
    lng: 113.3652,
  } satisfies Store;

  it('an AutoDealer with address, telephone, coordinates and hours', () => {
    const ld = roundTrip(storeLd(store, site, ctx('/market', 'en')));
    expect(ld).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Guangzhou Tianhe',
      telephone: '020-3887 6601',
      url: 'https://shop.example.com/en/market',
    });
    expect(ld.address).toMatchObject({
      streetAddress: '668 Huangpu Avenue',
      addressLocality: 'Guangzhou',
      addressRegion: 'Guangdong',
      addressCountry: 'CN',
    });
    expect(ld.geo).toMatchObject({ latitude: 23.1271, longitude: 113.3652 });
    expect(ld.openingHours).toEqual(['Mo-Sa 09:00-18:00', 'Su 10:00-17:00']);
    expect(storeLd({ ...store, hours: 'by appointment' }, site, ctx('/market'))).not.toHaveProperty('openingHours');
  });
});

describe('breadcrumbLd', () => {
  it('numbers the steps from 1 with absolute URLs in the page’s language', () => {
    const ld = roundTrip(
      breadcrumbLd(
        [
          { name: 'Home', path: '/' },
          { name: 'News', path: '/news' },
          { name: 'A story', path: '/newsDetail?id=7' },
        ],
        ctx('/newsDetail?id=7', 'en'),
      ),
    );
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/en' },
      { '@type': 'ListItem', position: 2, name: 'News', item: 'https://shop.example.com/en/news' },
      { '@type': 'ListItem', position: 3, name: 'A story', item: 'https://shop.example.com/en/newsDetail?id=7' },
    ]);
  });
});

describe('value formats', () => {
  it('chinaTime writes +08:00 and leaves dates alone', () => {
    expect(chinaTime('2025-05-02T22:00:00.000Z')).toBe('2025-05-03T06:00:00+08:00');
    expect(chinaTime('2025-05-03T06:00:00+08:00')).toBe('2025-05-03T06:00:00+08:00');
    expect(chinaTime('2025-02-18')).toBe('2025-02-18');
  });
  it('openingHours reads the seeded English and Chinese forms', () => {
    expect(openingHours('周一至周日 9:30–20:00')).toEqual(['Mo-Su 09:30-20:00']);
    expect(openingHours('周二至周日 9:00–18:30（周一休息）')).toEqual(['Tu-Su 09:00-18:30']);
    expect(openingHours('周一至周六 9:00–18:00，周日 10:00–17:00')).toEqual(['Mo-Sa 09:00-18:00', 'Su 10:00-17:00']);
    expect(openingHours('Tue–Sun 9:00–18:30 (closed Mondays)')).toEqual(['Tu-Su 09:00-18:30']);
    expect(openingHours('')).toBeUndefined();
  });
});
