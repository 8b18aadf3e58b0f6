import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/** Pending orders left from before this migration get the default 30 minutes from their creation. */
const LEGACY_TTL_MS = 30 * 60_000;

/**
 * Order lifecycle: when an unpaid order expires and when it was closed (cancelled by its owner or
 * expired), with the index the expiry sweep reads.
 */
export function up005(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema.alterTable('orders').addColumn('expires_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute();
    await db.schema.createIndex('orders_status_expires').ifNotExists().on('orders').columns(['status', 'expires_at']).execute();
    const k = db as Kysely<{ orders: { id: number; status: string; created_at: string; expires_at: string | null } }>;
    const pending = await k.selectFrom('orders').select(['id', 'created_at']).where('status', '=', 'pending').execute();
    for (const o of pending) {
      const expires = new Date(new Date(o.created_at).getTime() + LEGACY_TTL_MS).toISOString();
      await k.updateTable('orders').set({ expires_at: expires }).where('id', '=', o.id).execute();
    }
  };
}
