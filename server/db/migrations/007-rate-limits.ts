import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Per-client request counts shared by every instance, one row per key and window (decision 040). On
 * PostgreSQL the table is unlogged: counts of the last minute are not worth WAL or surviving a crash.
 * SQLite (one process) never uses it; it exists there only so both schemas match.
 */
export function up007(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    let t = db.schema.createTable('rate_limits').ifNotExists();
    if (dialect === 'postgres') t = t.modifyFront(sql`unlogged`);
    await t
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('k', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pk', ['window_start', 'k'])
      .execute();
  };
}
