import type { Kysely } from 'kysely';

/** Each index: name, table, columns. Every one serves a catalog query that a 100× catalog made slow. */
const INDEXES: [string, string, string[]][] = [
  // get_cars_by_type and the recommendations read models in menu order.
  ['car_models_weight', 'car_models', ['weight', 'id']],
  ['car_models_displacement', 'car_models', ['displacement_group_id']],
  // A model's versions (get_car_info, car_version_params).
  ['car_versions_model', 'car_versions', ['car_model_id', 'weight']],
  // The variants of a page of goods (parent_id in (...)), and the goods lists' pages in order.
  ['goods_parent', 'goods', ['parent_id', 'weight', 'id']],
  ['goods_kind_list', 'goods', ['kind', 'parent_id', 'weight', 'id']],
  // get_store pages in province order.
  ['stores_province_id', 'stores', ['province_id', 'id']],
  // The news list across all columns, newest first.
  ['news_published', 'news', ['published_at', 'id']],
];

/** Indexes for the catalog queries at scale (SEED_SCALE=100: 2,800 models, 19,000 goods rows, 4,700 stores). */
export function up009() {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const [name, table, columns] of INDEXES) await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
  };
}
