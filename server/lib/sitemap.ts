import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { localizedPath } from '../../src/lib/seo/page-meta.ts';
import { COLUMNS } from '../routes/content.ts';

/** One page of the site for the sitemap: its unprefixed (Chinese) path with query, and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The public pages without an id of their own. Left out: the user pages (cart, payment, user centre,
 * login: robots.txt disallows them), /buy (a reservation form for a model, not content), /detail (the
 * query form of a model page, listed under its path form), /search (results pages, noindex) and the
 * id pages, listed per item below.
 */
export const STATIC_PAGES: readonly string[] = [
  '/',
  '/aboutUs',
  '/address',
  '/afterSale',
  '/app',
  '/brandCenter',
  '/club',
  '/contactUs',
  '/financialService',
  '/fleet',
  '/honor',
  '/league',
  '/market',
  '/news',
  '/partsSearch',
  '/postService',
  '/shopHomePage',
  '/specialService',
  '/testDrive',
  '/thirdService',
  '/upkeep?type=1',
  '/upkeep?type=2',
  '/upkeep?type=3',
  '/usedCarService',
  '/vehicleModel',
  '/videoWallpaper',
  '/warrantyService',
  '/privacy',
  '/terms',
];

/** The pages robots.txt keeps crawlers out of (both languages): they are one visitor's own. */
export const USER_PAGES: readonly string[] = ['/shoppingCart', '/payment', '/userCenter', '/login', '/outbox'];

/** A stored date as a sitemap `lastmod` (W3C date or date-time); undefined when unreadable. */
export function lastmodOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * Every public page, read from the database: the static pages, each series page, each news column,
 * every model (`/pages/detail/car_model_id/<id>`), article (`/newsDetail?id=`) and goods item
 * (`/attachmentDetail?id=&type=`, type 1 parts, 2 equipment). Club events and stores have no page of
 * their own: /club and /market show them all and are in the static list.
 */
export async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [series, models, news, goods] = await Promise.all([
    db
      .selectFrom('car_groups')
      .select('slug')
      .where('type', '=', 'vehicle_series')
      .where('parent_id', 'is', null)
      .orderBy('weight')
      .orderBy('id')
      .execute(),
    db.selectFrom('car_models').select('id').orderBy('weight').orderBy('id').execute(),
    db.selectFrom('news').select(['id', 'published_at']).orderBy('published_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('goods').select(['id', 'kind']).where('parent_id', 'is', null).orderBy('weight').orderBy('id').execute(),
  ]);
  const newest = lastmodOf(news[0]?.published_at);
  return [
    ...STATIC_PAGES.map((path) => (path === '/news' && newest ? { path, lastmod: newest } : { path })),
    ...series.map((s) => ({ path: `/vehicleModel?name=${encodeURIComponent(s.slug)}` })),
    ...COLUMNS.map((c) => ({ path: `/news?column=${c.id}` })),
    ...models.map((m) => ({ path: `/pages/detail/car_model_id/${m.id}` })),
    ...news.map((n) => ({ path: `/newsDetail?id=${n.id}`, lastmod: lastmodOf(n.published_at) })),
    ...goods.map((g) => ({ path: `/attachmentDetail?id=${g.id}&type=${g.kind === 'equip' ? 2 : 1}` })),
  ];
}

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap document: each entry in Chinese and English, each naming both (and x-default, Chinese) as alternates. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const e of entries) {
    const zh = xml(`${base}${e.path}`);
    const en = xml(`${base}${localizedPath(e.path, 'en')}`);
    const alternates =
      `<xhtml:link rel="alternate" hreflang="zh-CN" href="${zh}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${zh}"/>`;
    const lastmod = e.lastmod ? `<lastmod>${xml(e.lastmod)}</lastmod>` : '';
    out.push(`<url><loc>${zh}</loc>${lastmod}${alternates}</url>`, `<url><loc>${en}</loc>${lastmod}${alternates}</url>`);
  }
  out.push('</urlset>', '');
  return out.join('\n');
}

/** The sitemap index of a site whose pages fill `parts` files (`/sitemap.xml?part=1` …). */
export function sitemapIndexXml(origin: string, parts: number): string {
  const base = origin.replace(/\/+$/, '');
  const items = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${xml(`${base}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the API and the user pages (both languages), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallow = ['/stage-api/', ...USER_PAGES, ...USER_PAGES.map((p) => localizedPath(p, 'en'))];
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`, ''].join(
    '\n',
  );
}
