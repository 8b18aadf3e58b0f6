import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Database } from '../schema.ts';
import { demoPosts } from '../seed/service-posts.ts';
import { createTable } from './helpers.ts';

/** After-sales service: bookings, rescue, enquiries, store feedback, uploads and travel posts. */
export function up004(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const real = dialect === 'postgres' ? 'double precision' : 'real';

    await createTable(db, dialect, 'maintenance_bookings')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('car_model_id', 'integer', (c) => c.references('car_models.id'))
      .addColumn('model_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time_slot', 'text', (c) => c.notNull())
      .addColumn('mileage_km', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'test_drive_bookings')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('car_model_id', 'integer', (c) => c.notNull().references('car_models.id'))
      .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time_slot', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'rescue_requests')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('lat', real)
      .addColumn('lng', real)
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'service_enquiries')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('car_model_id', 'integer', (c) => c.references('car_models.id'))
      .addColumn('plan_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'store_feedback')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('store_id', 'integer', (c) => c.references('stores.id'))
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'uploads')
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await createTable(db, dialect, 'travel_posts')
      // Null for the editorial stories below; riders' posts always carry their user.
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('image_urls', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Duplicate checks look up the newest row with a key; user-centre lists filter by user.
    for (const table of ['maintenance_bookings', 'test_drive_bookings', 'rescue_requests', 'service_enquiries', 'store_feedback', 'travel_posts']) {
      await db.schema.createIndex(`${table}_dedupe`).ifNotExists().on(table).columns(['dedupe_key', 'created_at']).execute();
    }
    for (const table of ['maintenance_bookings', 'test_drive_bookings', 'rescue_requests', 'service_enquiries', 'store_feedback']) {
      await db.schema.createIndex(`${table}_user`).ifNotExists().on(table).column('user_id').execute();
    }
    await db.schema.createIndex('travel_posts_created').ifNotExists().on('travel_posts').column('created_at').execute();

    // A few editorial stories so the moto-travel wall is never empty on a fresh install.
    const posts = db as unknown as Kysely<Pick<Database, 'travel_posts'>>;
    for (const p of demoPosts) {
      await posts
        .insertInto('travel_posts')
        .values({ user_id: null, ...p, image_urls: JSON.stringify(p.image_urls), dedupe_key: `demo:${p.created_at}` })
        .execute();
    }
  };
}
