import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Payments behind one interface: a gateway payment's locale (its subject stays in one language across
 * retries) and when it was last reconciled; each processed event keeps its provider, amount and outcome
 * so payments that arrive for an order that can no longer take them can be found and refunded.
 */
export function up008(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable('payment_sessions')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('zh'))
      .execute();
    await db.schema.alterTable('payment_sessions').addColumn('checked_at', 'text').execute();
    await db.schema
      .alterTable('payment_events')
      .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
      .execute();
    await db.schema.alterTable('payment_events').addColumn('amount_cents', 'integer').execute();
    await db.schema
      .alterTable('payment_events')
      .addColumn('outcome', 'text', (c) => c.notNull().defaultTo('paid'))
      .execute();
    await db.schema.createIndex('payment_sessions_provider_status').ifNotExists().on('payment_sessions').columns(['provider', 'status']).execute();
  };
}
