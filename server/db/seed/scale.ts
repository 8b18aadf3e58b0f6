/**
 * SEED_SCALE > 1: a catalog N times larger, generated deterministically from the hand-written bilingual
 * content. Copy n (2..N) of every model, goods item, news item and store is an "edition" of its original:
 * same group, category, column or province, a numbered bilingual name, a varied sentence, shifted prices,
 * stock, dates, street numbers and coordinates. Copy 1 is the original itself, untouched.
 */
import type { I18nText, SeedGoods, SeedModel, SeedNews, SeedStore } from './types.ts';

/** The catalog lists that grow with the scale. */
export interface CatalogData {
  models: SeedModel[];
  goods: SeedGoods[];
  news: SeedNews[];
  stores: SeedStore[];
}

const suffixed = (text: I18nText, zh: string, en: string): I18nText => ({ zh: `${text.zh}${zh}`, en: `${text.en}${en}` });

/** Finishes that vary an edition's description (both languages say the same thing). */
const FINISHES: [string, string][] = [
  ['限定涂装', 'a limited-run paint scheme'],
  ['哑光车身与黑化轮毂', 'matte bodywork and blacked-out wheels'],
  ['手工缝制座垫', 'a hand-stitched seat'],
  ['拉丝铝合金饰件', 'brushed-aluminium trim'],
  ['高原调校', 'high-altitude tuning'],
  ['舒适旅行套件', 'a touring comfort pack'],
];

/** Edition n of a model: same groups and engine, own slug, name, description and (slightly higher) prices. */
function modelEdition(m: SeedModel, n: number): SeedModel {
  const [zh, en] = FINISHES[n % FINISHES.length];
  const extra = 100 * (n % 7);
  const shift = (colors: SeedModel['colors']) => colors.map((_, i) => colors[(i + n) % colors.length]);
  return {
    ...m,
    slug: `${m.slug}-e${n}`,
    name: suffixed(m.name, ` · 第 ${n} 款`, ` · Edition ${n}`),
    description: suffixed(m.description, `第 ${n} 款配${zh}。`, ` Edition ${n} comes with ${en}.`),
    retailPrice: m.retailPrice + extra,
    activityPrice: m.activityPrice + extra,
    recommended: false,
    colors: shift(m.colors),
    versions: m.versions.map((v) => ({ ...v, retailPrice: v.retailPrice + extra, activityPrice: v.activityPrice + extra })),
  };
}

/** Prices stay positive with at most two decimals; stock stays a non-negative integer. */
const price = (yuan: number, n: number) => Math.round(yuan * (100 + (n % 5) * 2)) / 100;
const stockOf = (stock: number, n: number) => (stock * (1 + (n % 3)) + n) % 240;

/** Edition n of a goods item: variants and the models it fits follow (a part fits the same edition of its models). */
function goodsEdition(g: SeedGoods, n: number): SeedGoods {
  const children = g.children.map((c) => ({ ...c, purchasePrice: price(c.purchasePrice, n), stock: stockOf(c.stock, n) }));
  const hasChildren = children.length > 0;
  return {
    ...g,
    slug: `${g.slug}-e${n}`,
    name: suffixed(g.name, ` · 第 ${n} 款`, ` · Edition ${n}`),
    description: suffixed(g.description, `第 ${n} 款批次。`, ` Edition ${n} batch.`),
    partNumber: `${g.partNumber}-${n}`,
    purchasePrice: hasChildren && g.kind === 'equip' ? Math.min(...children.map((c) => c.purchasePrice)) : price(g.purchasePrice, n),
    stock: hasChildren ? children.reduce((s, c) => s + c.stock, 0) : stockOf(g.stock, n),
    fitsModelSlugs: g.fitsModelSlugs.map((s) => `${s}-e${n}`),
    children,
  };
}

const DAY_MS = 24 * 3600 * 1000;

/** Edition n of a news item: an older issue of the same story, n × 9 days earlier. */
function newsEdition(item: SeedNews, n: number): SeedNews {
  const date = new Date(Date.parse(`${item.publishedAt.slice(0, 10)}T00:00:00Z`) - n * 9 * DAY_MS).toISOString().slice(0, 10);
  return {
    ...item,
    slug: `${item.slug}-e${n}`,
    title: suffixed(item.title, ` · 往期 ${n}`, ` · Archive ${n}`),
    summary: suffixed(item.summary, `（往期第 ${n} 期）`, ` (archive issue ${n})`),
    bodyHtml: suffixed(item.bodyHtml, `\n<p>往期回顾第 ${n} 期，发布于 ${date}。</p>`, `\n<p>Archive issue ${n}, first published on ${date}.</p>`),
    publishedAt: date,
  };
}

/** Replaces the first number in both languages with the same new one (a street number). */
function renumber(text: I18nText, n: number): I18nText {
  const first = /\d+/.exec(text.zh);
  const next = String((first ? Number(first[0]) : 1) + n * 10);
  return { zh: text.zh.replace(/\d+/, next), en: text.en.replace(/\d+/, next) };
}

/** Edition n of a store: another outlet in the same city, its own number, phone and map position. */
function storeEdition(s: SeedStore, n: number): SeedStore {
  const jitter = (k: number) => (((n * k) % 101) - 50) / 1000;
  const phone = s.phone.replace(/\d{4}$/, (d) => String((Number(d) + n * 37) % 10000).padStart(4, '0'));
  return {
    ...s,
    slug: `${s.slug}-e${n}`,
    name: suffixed(s.name, ` · ${n} 号网点`, ` · Outlet ${n}`),
    address: renumber(s.address, n),
    phone,
    lat: Math.round((s.lat + jitter(7919)) * 10000) / 10000,
    lng: Math.round((s.lng + jitter(104729)) * 10000) / 10000,
  };
}

/** The catalog at `scale`: the originals, then editions 2..scale of each list (scale 1 returns the input). */
export function scaleCatalog(base: CatalogData, scale: number): CatalogData {
  if (scale <= 1) return base;
  const editions = <T>(list: T[], make: (item: T, n: number) => T) => {
    const out = [...list];
    for (let n = 2; n <= scale; n++) for (const item of list) out.push(make(item, n));
    return out;
  };
  return {
    models: editions(base.models, modelEdition),
    goods: editions(base.goods, goodsEdition),
    news: editions(base.news, newsEdition),
    stores: editions(base.stores, storeEdition),
  };
}
