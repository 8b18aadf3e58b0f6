import type { AutoDealer, BreadcrumbList, Event, ItemAvailability, NewsArticle, Offer, PriceSpecification, Product, WithContext } from 'schema-dts';
import { absoluteUrl, pageUrl, type HeadContext } from './page-meta.ts';
import { maker, type OrgSite } from './organization-ld.ts';
import { chinaTime, openingHours } from './ld-values.ts';

/*
 * schema.org structured data for the page types (issue 27 item 4), built from the API's own answers.
 * The inputs are the fields each builder reads, so the client's types (CarInfo, GoodsDetail, NewsDetail,
 * ClubEvent, Store) and the server's rows both fit without this module importing a feature.
 */

const CONTEXT = 'https://schema.org' as const;
const CNY = 'CNY';

/** The fields of a model (CarInfo) productLd reads. Prices are yuan. */
export interface ModelLdInput {
  car_model_id: number;
  slug: string;
  car_model_name: string;
  description: string;
  pc_publicize_pic: string;
  retail_price: number;
  activity_price: number;
}

/** The fields of a goods item (GoodsDetail) productLd reads. Prices are cents. */
export interface GoodsLdInput {
  id: number;
  name: string;
  top_pic: string;
  price_cents: number;
  stock: number;
  part_number: string;
  category: string;
  description: string;
  children: { id: number; name: string; price_cents: number; stock: number }[];
}

const yuan = (cents: number): number => Math.round(cents) / 100;
const availability = (stock: number): ItemAvailability => (stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');

/** A model's offer: the activity price as the price with the retail price as the list price, or the retail price alone. */
function modelOffer(m: ModelLdInput, url: string): Offer {
  const sale = m.activity_price > 0 && m.activity_price < m.retail_price;
  const spec = (price: number, type?: 'https://schema.org/ListPrice' | 'https://schema.org/SalePrice'): PriceSpecification => ({
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: CNY,
    ...(type ? { priceType: type } : {}),
  });
  return {
    '@type': 'Offer',
    url,
    priceCurrency: CNY,
    price: sale ? m.activity_price : m.retail_price,
    ...(sale
      ? { priceSpecification: [spec(m.activity_price, 'https://schema.org/SalePrice'), spec(m.retail_price, 'https://schema.org/ListPrice')] }
      : {}),
  };
}

/** Product on a model page (`Offer` in CNY, see modelOffer) or a goods page (one `Offer` per variant, availability from stock). */
export function productLd(item: ModelLdInput | GoodsLdInput, site: OrgSite, ctx: HeadContext): WithContext<Product> {
  const url = pageUrl(ctx);
  const brand = { '@type': 'Brand' as const, name: site.name[ctx.locale] };
  if ('car_model_id' in item) {
    return {
      '@context': CONTEXT,
      '@type': 'Product',
      name: item.car_model_name,
      description: item.description,
      image: absoluteUrl(ctx.origin, item.pc_publicize_pic),
      sku: item.slug,
      brand,
      url,
      offers: modelOffer(item, url),
    };
  }
  const variants = item.children.length > 0 ? item.children : [{ id: item.id, name: item.name, price_cents: item.price_cents, stock: item.stock }];
  const offers: Offer[] = variants.map((v) => ({
    '@type': 'Offer',
    url,
    ...(item.children.length > 0 ? { name: v.name, sku: String(v.id) } : {}),
    price: yuan(v.price_cents),
    priceCurrency: CNY,
    availability: availability(v.stock),
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: absoluteUrl(ctx.origin, item.top_pic),
    sku: String(item.id),
    ...(item.part_number ? { mpn: item.part_number } : {}),
    category: item.category,
    brand,
    url,
    offers: offers.length === 1 ? offers[0] : offers,
  };
}

/** The fields of an article (NewsDetail) newsArticleLd reads. */
export interface NewsLdInput {
  title: string;
  summary: string;
  cover: string;
  published_at: string;
}

/** NewsArticle on an article page: headline, summary, date, cover; the maker as author and publisher. */
export function newsArticleLd(article: NewsLdInput, site: OrgSite, ctx: HeadContext): WithContext<NewsArticle> {
  const org = maker(site, ctx.origin, ctx.locale);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    image: [absoluteUrl(ctx.origin, article.cover)],
    datePublished: chinaTime(article.published_at),
    inLanguage: ctx.locale === 'zh' ? 'zh-CN' : 'en',
    mainEntityOfPage: pageUrl(ctx),
    author: org,
    publisher: org,
  };
}

/** The fields of a club event (ClubEvent) eventLd reads; `lat`/`lng` when the meeting point is known. */
export interface EventLdInput {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string;
  cover: string;
  capacity: number;
  signed_up: number;
  lat?: number;
  lng?: number;
}

/** Event for a club ride (on /club, which lists them): China-time dates, the meeting point, the club as organizer. */
export function eventLd(event: EventLdInput, site: OrgSite, ctx: HeadContext): WithContext<Event> {
  const geo =
    event.lat !== undefined && event.lng !== undefined
      ? { geo: { '@type': 'GeoCoordinates' as const, latitude: event.lat, longitude: event.lng } }
      : {};
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    '@id': `${pageUrl(ctx)}#event-${event.slug}`,
    name: event.title,
    description: event.description,
    image: absoluteUrl(ctx.origin, event.cover),
    startDate: chinaTime(event.starts_at),
    endDate: chinaTime(event.ends_at),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.location,
      address: { '@type': 'PostalAddress', streetAddress: event.location, addressCountry: 'CN' },
      ...geo,
    },
    organizer: maker(site, ctx.origin, ctx.locale),
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: Math.max(0, event.capacity - event.signed_up),
    url: pageUrl(ctx),
  };
}

/** The fields of a store (Store) storeLd reads. */
export interface StoreLdInput {
  slug: string;
  name: string;
  province: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  lat: number;
  lng: number;
}

/** AutoDealer for a store (on /market, which lists them): address, telephone, coordinates, hours when readable. */
export function storeLd(store: StoreLdInput, site: OrgSite, ctx: HeadContext): WithContext<AutoDealer> {
  const hours = openingHours(store.hours);
  return {
    '@context': CONTEXT,
    '@type': 'AutoDealer',
    '@id': `${pageUrl(ctx)}#store-${store.slug}`,
    name: store.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.province,
      addressCountry: 'CN',
    },
    telephone: store.phone,
    geo: { '@type': 'GeoCoordinates', latitude: store.lat, longitude: store.lng },
    ...(hours ? { openingHours: hours } : {}),
    brand: { '@type': 'Brand', name: site.name[ctx.locale] },
    url: pageUrl(ctx),
  };
}

/** One step of a breadcrumb trail: its name and its page's path (unprefixed) or absolute URL. */
export interface Crumb {
  name: string;
  path: string;
}

/** BreadcrumbList from home to the page, each step's URL in the page's language. */
export function breadcrumbLd(items: Crumb[], ctx: HeadContext): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: /^https?:\/\//i.test(c.path) ? c.path : pageUrl({ ...ctx, path: c.path }),
    })),
  };
}
