import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTable, i18nColumns } from './helpers.ts';

/** Catalog, content, stores, users/sessions, cart and analytics. */
export function up001(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const real = dialect === 'postgres' ? 'double precision' : 'real';

    await i18nColumns(createTable(db, dialect, 'car_groups'), 'name', 'tagline')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer')
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('car_groups_type_slug', ['type', 'slug'])
      .execute();

    await i18nColumns(createTable(db, dialect, 'car_models'), 'name', 'description')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('style', 'text', (c) => c.notNull())
      .addColumn('cc', 'integer', (c) => c.notNull())
      .addColumn('series_group_id', 'integer', (c) => c.notNull().references('car_groups.id'))
      .addColumn('displacement_group_id', 'integer', (c) => c.notNull().references('car_groups.id'))
      .addColumn('highlights', 'text', (c) => c.notNull())
      .addColumn('retail_price', 'integer', (c) => c.notNull())
      .addColumn('activity_price', 'integer', (c) => c.notNull())
      .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('colors', 'text', (c) => c.notNull())
      .addColumn('vehicle_params', 'text', (c) => c.notNull())
      .addColumn('engine_params', 'text', (c) => c.notNull())
      .addColumn('basic_config', 'text', (c) => c.notNull())
      .execute();

    await i18nColumns(createTable(db, dialect, 'car_versions'), 'name')
      .addColumn('car_model_id', 'integer', (c) => c.notNull().references('car_models.id'))
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('retail_price', 'integer', (c) => c.notNull())
      .addColumn('activity_price', 'integer', (c) => c.notNull())
      .addColumn('param_overrides', 'text', (c) => c.notNull())
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await i18nColumns(createTable(db, dialect, 'goods'), 'category', 'name', 'description')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'integer', (c) => c.references('goods.id'))
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('stock', 'integer', (c) => c.notNull().check(sqlNonNegative('stock')))
      .addColumn('art', 'text', (c) => c.notNull())
      .addColumn('hex', 'text', (c) => c.notNull())
      .addColumn('part_number', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('fits', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await i18nColumns(createTable(db, dialect, 'partners'), 'title')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await createTable(db, dialect, 'countries')
      .addColumn('continent', 'text', (c) => c.notNull())
      .addColumn('en_name', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addColumn('jump_type', 'integer', (c) => c.notNull())
      .addColumn('jump_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await i18nColumns(createTable(db, dialect, 'news'), 'title', 'summary', 'body')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('column_id', 'integer', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();

    await i18nColumns(createTable(db, dialect, 'banners'), 'title', 'subtitle')
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('link', 'text', (c) => c.notNull())
      .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await i18nColumns(createTable(db, dialect, 'honors'), 'title', 'issuer')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .execute();

    await i18nColumns(createTable(db, dialect, 'activities'), 'title', 'description', 'location')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('signup_deadline', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('cover', 'text', (c) => c.notNull())
      .execute();

    await i18nColumns(createTable(db, dialect, 'provinces'), 'name')
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('lat', real, (c) => c.notNull())
      .addColumn('lng', real, (c) => c.notNull())
      .execute();

    await i18nColumns(createTable(db, dialect, 'stores'), 'city', 'name', 'address', 'hours')
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('services', 'text', (c) => c.notNull())
      .addColumn('lat', real, (c) => c.notNull())
      .addColumn('lng', real, (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'users')
      .addColumn('phone', 'text', (c) => c.notNull().unique())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'sessions')
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .execute();

    await createTable(db, dialect, 'cart_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull().check(sqlPositive('quantity')))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('cart_items_user_goods', ['user_id', 'goods_id'])
      .execute();

    await createTable(db, dialect, 'activity_signups')
      .addColumn('activity_id', 'integer', (c) => c.notNull().references('activities.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('activity_signups_once', ['activity_id', 'user_id'])
      .execute();

    await createTable(db, dialect, 'page_views')
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('route_name', 'text', (c) => c.notNull())
      .addColumn('lang', 'integer', (c) => c.notNull())
      .addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.createIndex('car_models_series').ifNotExists().on('car_models').column('series_group_id').execute();
    await db.schema.createIndex('stores_province').ifNotExists().on('stores').column('province_id').execute();
    await db.schema.createIndex('news_column_date').ifNotExists().on('news').columns(['column_id', 'published_at']).execute();
    await db.schema.createIndex('sessions_user').ifNotExists().on('sessions').column('user_id').execute();
  };
}

function sqlNonNegative(col: string) {
  return sql`${sql.ref(col)} >= 0`;
}
function sqlPositive(col: string) {
  return sql`${sql.ref(col)} > 0`;
}
