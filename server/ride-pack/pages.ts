// The pages a ride pack holds for a choice: series pages and their models, goods, the store finder per
// province and the after-sales policy pages, in each chosen language.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { categoryListPaths, type ShopCategory } from './shop-lists.ts';

/** The after-sales policy pages a pack may hold (their paths without language prefix). */
export const POLICY_PAGES = ['afterSale', 'specialService', 'warrantyService', 'upkeep', 'usedCarService', 'financialService'] as const;

/** A policy page name. */
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** What the rider chose. */
export interface PackChoice {
  series: string[];
  goods: number[];
  allGoods: boolean;
  /** Shop categories by key (`goods.art`): their list pages and every goods item in them. */
  categories: string[];
  provinces: number[];
  policies: PolicyPage[];
  langs: (0 | 1)[];
}

/** Series' top groups by slug with every model id under them (directly or in a sub-group). */
export async function seriesModels(db: Kysely<Database>, slugs: readonly string[]): Promise<Map<string, number[]>> {
  const out = new Map<string, number[]>();
  if (slugs.length === 0) return out;
  const groups = await db.selectFrom('car_groups').select(['id', 'slug', 'parent_id']).where('type', '=', 'vehicle_series').execute();
  const tops = groups.filter((g) => g.parent_id === null && slugs.includes(g.slug));
  const models = await db.selectFrom('car_models').select(['id', 'series_group_id']).orderBy('weight').orderBy('id').execute();
  for (const top of tops) {
    const ids = new Set([top.id, ...groups.filter((g) => g.parent_id === top.id).map((g) => g.id)]);
    out.set(
      top.slug,
      models.filter((m) => ids.has(m.series_group_id)).map((m) => m.id),
    );
  }
  return out;
}

/** Shop categories (all, or those keys) with their kind and goods count, in the shop's order (first goods item's weight). */
export async function shopCategories(
  db: Kysely<Database>,
  keys?: readonly string[],
): Promise<(ShopCategory & { name_zh: string; name_en: string })[]> {
  if (keys?.length === 0) return [];
  let q = db.selectFrom('goods').select(['art', 'kind', 'category_zh', 'category_en']).where('parent_id', 'is', null);
  if (keys) q = q.where('art', 'in', keys);
  const rows = await q.orderBy('weight').orderBy('id').execute();
  const out = new Map<string, ShopCategory & { name_zh: string; name_en: string }>();
  for (const g of rows) {
    const c = out.get(g.art) ?? { key: g.art, kind: g.kind, count: 0, name_zh: g.category_zh, name_en: g.category_en };
    c.count += 1;
    out.set(g.art, c);
  }
  return [...out.values()];
}

/** The Chinese paths of a choice (the English twins add `/en`), in a stable order. */
export async function choicePaths(db: Kysely<Database>, choice: PackChoice): Promise<string[]> {
  const paths: string[] = [];
  for (const [slug, models] of await seriesModels(db, choice.series)) {
    // Model pages as the series page links them (the menu's `/pages/detail/car_model_id/<id>` opens offline
    // from the app shell with the same stored answers).
    paths.push(`/vehicleModel?name=${encodeURIComponent(slug)}`, ...models.map((id) => `/detail?car_model_id=${id}`));
  }
  if (choice.allGoods || choice.goods.length > 0 || choice.categories.length > 0) {
    let q = db.selectFrom('goods').select(['id', 'kind', 'art']).where('parent_id', 'is', null);
    if (!choice.allGoods)
      q = q.where((eb) =>
        eb.or([
          ...(choice.goods.length > 0 ? [eb('id', 'in', choice.goods)] : []),
          ...(choice.categories.length > 0 ? [eb('art', 'in', choice.categories)] : []),
        ]),
      );
    const goods = await q.orderBy('weight').orderBy('id').execute();
    // Each chosen category's list as the shop's chip opens it, then its goods (unknown keys add nothing).
    for (const category of await shopCategories(db, choice.categories)) paths.push(...categoryListPaths(category));
    paths.push(...goods.map((g) => `/attachmentDetail?id=${g.id}&type=${g.kind === 'equip' ? 2 : 1}`));
  }
  if (choice.provinces.length > 0) {
    const known = await db.selectFrom('provinces').select('id').where('id', 'in', choice.provinces).orderBy('id').execute();
    // The store finder as the menu opens it, and opened on each chosen province.
    if (known.length > 0) paths.push('/market', ...known.map((p) => `/market?province_id=${p.id}`));
  }
  paths.push(...choice.policies.map((p) => `/${p}`));
  return choice.langs.flatMap((lang) => paths.map((p) => (lang === 1 ? `/en${p === '/' ? '' : p}` : p)));
}
