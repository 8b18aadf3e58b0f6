import { describe, expect, it } from 'vitest';
import { clip, clubMeta, goodsMeta, marketMeta, MAX_STORES_LD, modelMeta, newsMeta, userPageMeta } from '../../../../../src/lib/seo/data-meta.ts';
import { homeMeta } from '../../../../../src/lib/seo/organization-ld.ts';
import type { HeadContext } from '../../../../../src/lib/seo/page-meta.ts';

const ctx = (path: string, locale: 'zh' | 'en' = 'en'): HeadContext => ({ origin: 'https://shop.example.com', locale, path });
const types = (ld: object[] | undefined) => (ld ?? []).map((x) => (x as { '@type': string })['@type']);

describe('page meta from API data', () => {
  it('home: the site name alone and Organization', () => {
    const m = homeMeta('Adventure, sport and touring motorcycles.', ctx('/', 'zh'));
    expect(m.title).toBe('云岭摩托官方网站');
    expect(types(m.jsonLd)).toEqual(['Organization']);
  });

  it('a model: branded title, clipped description, side view with its size, Product and breadcrumbs through the series', () => {
    const info = {
      car_model_id: 3,
      slug: 'at-500',
      car_model_name: 'Yunling AT 500',
      description: 'x '.repeat(200),
      pc_publicize_pic: '/media/moto/a.svg',
      retail_price: 2,
      activity_price: 1,
      series: { slug: 'adventure', name: 'Adventure' },
    };
    const m = modelMeta(info, ctx('/pages/detail/car_model_id/3'));
    expect(m.title).toBe('Yunling AT 500 - Yunling Motor Official Website');
    expect(Array.from(m.description).length).toBeLessThanOrEqual(160);
    expect(m).toMatchObject({ image: '/media/moto/a.svg', imageSize: { width: 800, height: 500 }, type: 'product' });
    expect(types(m.jsonLd)).toEqual(['Product', 'BreadcrumbList']);
    const crumbs = (m.jsonLd?.[1] as { itemListElement: { item: string }[] }).itemListElement.map((c) => c.item);
    expect(crumbs).toEqual([
      'https://shop.example.com/en',
      'https://shop.example.com/en/vehicleModel?name=adventure',
      'https://shop.example.com/en/pages/detail/car_model_id/3',
    ]);
  });

  it('goods, article, club, market and user pages', () => {
    const goods = {
      id: 1,
      name: 'Jacket',
      top_pic: '/g.svg',
      price_cents: 100,
      stock: 1,
      part_number: '',
      category: 'c',
      description: 'Warm',
      children: [],
    };
    expect(goodsMeta(goods, ctx('/attachmentDetail?id=1&type=2'))).toMatchObject({
      title: 'Jacket - Yunling Motor Official Website',
      type: 'product',
      imageSize: { width: 600, height: 600 },
    });
    const article = newsMeta({ title: 'Story', summary: '<p>Short</p>', cover: '/c.svg', published_at: '2025-01-02' }, ctx('/newsDetail?id=1'));
    expect(article).toMatchObject({ description: 'Short', type: 'article' });
    expect(types(article.jsonLd)).toEqual(['NewsArticle', 'BreadcrumbList']);
    const event = {
      id: 1,
      slug: 's',
      title: 'Ride',
      description: 'd',
      location: 'l',
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2026-01-01T08:00:00Z',
      cover: '/e.svg',
      capacity: 2,
      signed_up: 1,
    };
    expect(types(clubMeta({ title: 'Riders Club', description: 'd' }, [event, event], ctx('/club')).jsonLd)).toEqual(['Event', 'Event']);
    const store = { slug: 's', name: 'n', province: 'p', city: 'c', address: 'a', phone: '1', hours: '', lat: 1, lng: 2 };
    expect(marketMeta({ title: 'Stores', description: 'd' }, Array(MAX_STORES_LD + 5).fill(store), ctx('/market')).jsonLd).toHaveLength(
      MAX_STORES_LD,
    );
    expect(userPageMeta('Cart', 'd', ctx('/shoppingCart')).noindex).toBe(true);
  });

  it('clip keeps short text and cuts long text at a word', () => {
    expect(clip('  a  <b>b</b> ')).toBe('a b');
    expect(clip('one two three four', 10)).toBe('one two…');
    expect(clip('一二三四五六七八九十', 5)).toBe('一二三四…');
  });
});
