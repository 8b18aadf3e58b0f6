import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTable } from './helpers.ts';

/**
 * Consents (issue 28): one row per agreement to the privacy policy, with its version, purpose and time,
 * and `users.deleted_at` for accounts deleted at their owner's request (the row stays, anonymised,
 * because kept orders still reference it).
 */
export function up010(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await createTable(db, dialect, 'consents')
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('policy_version', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull().defaultTo('granted'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('consents_user_idx').ifNotExists().on('consents').column('user_id').execute();
    await db.schema.createIndex('consents_phone_idx').ifNotExists().on('consents').column('phone').execute();
    await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute();
  };
}
