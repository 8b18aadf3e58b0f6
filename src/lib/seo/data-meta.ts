import { site } from '../../config/site.ts';
import { brandTitle, type HeadContext, type PageMeta } from './page-meta.ts';
import {
  breadcrumbLd,
  eventLd,
  newsArticleLd,
  productLd,
  storeLd,
  type Crumb,
  type EventLdInput,
  type GoodsLdInput,
  type ModelLdInput,
  type NewsLdInput,
  type StoreLdInput,
} from './json-ld.ts';

/*
 * The meta of each page type whose content comes from the API, from the same answers the page shows
 * (its loader's data): route modules call these; static pages build theirs from their translations.
 */

/** A description of at most `max` characters: tags and runs of space removed, cut at a word (or character) with an ellipsis. */
export function clip(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(plain);
  if (chars.length <= max) return plain;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** Sizes of the generated artwork (the pictures the pages show). */
const MODEL_PIC = { width: 800, height: 500 };
const GOODS_PIC = { width: 600, height: 600 };
const COVER_PIC = { width: 1600, height: 700 };

/** Many stores (SEED_SCALE=100 has 4,700) would make /market's HTML megabytes: its JSON-LD names the first ones. */
export const MAX_STORES_LD = 50;

const home = (ctx: HeadContext): Crumb => ({ name: site.name[ctx.locale], path: '/' });

/** A model page (get_car_info): name, description, side view, Product with offers, Home › series › model. */
export function modelMeta(info: ModelLdInput & { series?: { slug: string; name: string } | null }, ctx: HeadContext): PageMeta {
  const crumbs: Crumb[] = [home(ctx)];
  if (info.series) crumbs.push({ name: info.series.name, path: `/vehicleModel?name=${encodeURIComponent(info.series.slug)}` });
  crumbs.push({ name: info.car_model_name, path: ctx.path });
  return {
    title: brandTitle(info.car_model_name, ctx.locale),
    description: clip(info.description),
    image: info.pc_publicize_pic,
    imageAlt: info.car_model_name,
    imageSize: MODEL_PIC,
    type: 'product',
    jsonLd: [productLd(info, site, ctx), breadcrumbLd(crumbs, ctx)],
  };
}

/** A goods page (goods detail): name, description, picture, Product with an offer per variant. */
export function goodsMeta(goods: GoodsLdInput, ctx: HeadContext): PageMeta {
  return {
    title: brandTitle(goods.name, ctx.locale),
    description: clip(goods.description),
    image: goods.top_pic,
    imageAlt: goods.name,
    imageSize: GOODS_PIC,
    type: 'product',
    jsonLd: [productLd(goods, site, ctx), breadcrumbLd([home(ctx), { name: goods.name, path: ctx.path }], ctx)],
  };
}

/** An article (content detail): headline, summary, cover, NewsArticle. */
export function newsMeta(article: NewsLdInput, ctx: HeadContext): PageMeta {
  return {
    title: brandTitle(article.title, ctx.locale),
    description: clip(article.summary),
    image: article.cover,
    imageAlt: article.title,
    imageSize: COVER_PIC,
    type: 'article',
    jsonLd: [newsArticleLd(article, site, ctx), breadcrumbLd([home(ctx), { name: article.title, path: ctx.path }], ctx)],
  };
}

/** /club: the page's own title and description (translations), the next ride's picture, an Event per ride. */
export function clubMeta(page: { title: string; description: string }, events: EventLdInput[], ctx: HeadContext): PageMeta {
  const next = events[0];
  return {
    title: brandTitle(page.title, ctx.locale),
    description: page.description,
    ...(next ? { image: next.cover, imageAlt: next.title, imageSize: COVER_PIC } : {}),
    jsonLd: events.map((e) => eventLd(e, site, ctx)),
  };
}

/** /market: the page's own title and description (translations), an AutoDealer per store (the first MAX_STORES_LD). */
export function marketMeta(page: { title: string; description: string }, stores: StoreLdInput[], ctx: HeadContext): PageMeta {
  return {
    title: brandTitle(page.title, ctx.locale),
    description: page.description,
    jsonLd: stores.slice(0, MAX_STORES_LD).map((s) => storeLd(s, site, ctx)),
  };
}

/** A user page (cart, payment, user centre, login): its title, the site's description, kept out of indexes. */
export function userPageMeta(title: string, description: string, ctx: HeadContext): PageMeta {
  return { title: brandTitle(title, ctx.locale), description, noindex: true };
}
