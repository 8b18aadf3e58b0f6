import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTable } from './helpers.ts';

/** Club and franchise tables: applications sent from the /league form. */
export function up002(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await createTable(db, dialect, 'franchise_applications')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('experience', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('lang', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // The one-minute duplicate check looks applications up by phone and time.
    await db.schema.createIndex('franchise_applications_phone').ifNotExists().on('franchise_applications').columns(['phone', 'created_at']).execute();
  };
}
