import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { createTable } from './helpers.ts';

/**
 * Answers to requests sent with an `Idempotency-Key` (the site's outbox, lib/idempotency.ts): one row per
 * scope (user or anonymous), route and key. The unique index is what stops two simultaneous copies of one
 * request from both doing the work; rows expire after a week (by `created_at`).
 */
export function up014(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await createTable(db, dialect, 'idempotency_keys')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('idem_key', 'text', (c) => c.notNull())
      .addColumn('body_hash', 'text', (c) => c.notNull())
      // Null while the first request is still doing the work.
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idempotency_keys_unique')
      .ifNotExists()
      .on('idempotency_keys')
      .columns(['scope', 'route', 'idem_key'])
      .unique()
      .execute();
    await db.schema.createIndex('idempotency_keys_created').ifNotExists().on('idempotency_keys').column('created_at').execute();
  };
}
