import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A payment a provider vouched for (signature or query already checked by the caller). */
export interface ConfirmedPayment {
  /** Unique per payment at the provider (`alipay:<trade_no>`, or the sandbox's event id): replays collide on it. */
  eventId: string;
  provider: string;
  orderId: number;
  amountCents: number;
  /** The payment session it belongs to, when the provider names one. */
  sessionKey?: string;
}

/**
 * `paid`: the order is now paid; `duplicate`: this payment was already processed; `mismatch`: amount
 * or session do not match the order (nothing recorded); `late`: the money arrived for an order that is
 * no longer pending (recorded with outcome 'late', for a refund).
 */
export type ApplyOutcome = 'paid' | 'duplicate' | 'mismatch' | 'late';

class Mismatch extends Error {}

/**
 * Marks an order paid exactly once, in one transaction: the event id is recorded first, so a replay (or
 * a notify racing the reconciliation of the same payment) finds it taken and changes nothing.
 */
export async function applyPayment(db: Kysely<Database>, p: ConfirmedPayment, now = new Date()): Promise<ApplyOutcome> {
  const at = now.toISOString();
  return db
    .transaction()
    .execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['id', 'status', 'total_cents']).where('id', '=', p.orderId).executeTakeFirst();
      if (!order || order.total_cents !== p.amountCents) throw new Mismatch();
      if (p.sessionKey !== undefined) {
        const s = await trx
          .selectFrom('payment_sessions')
          .select(['amount_cents'])
          .where('session_key', '=', p.sessionKey)
          .where('order_id', '=', p.orderId)
          .executeTakeFirst();
        if (!s || s.amount_cents !== p.amountCents) throw new Mismatch();
      }
      const outcome = order.status === 'pending' ? 'paid' : 'late';
      const ins = await trx
        .insertInto('payment_events')
        .values({ event_id: p.eventId, order_id: p.orderId, created_at: at, provider: p.provider, amount_cents: p.amountCents, outcome })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate' as const;
      let sessions = trx.updateTable('payment_sessions').set({ status: 'paid' }).where('order_id', '=', p.orderId).where('provider', '=', p.provider);
      if (p.sessionKey !== undefined) sessions = sessions.where('session_key', '=', p.sessionKey);
      await sessions.execute();
      if (outcome === 'late') return outcome;
      const upd = await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: at })
        .where('id', '=', p.orderId)
        .where('status', '=', 'pending')
        .where('total_cents', '=', p.amountCents)
        .executeTakeFirst();
      if (Number(upd.numUpdatedRows) === 1) return 'paid' as const;
      // Another payment or a cancel won the race between our read and this write (PostgreSQL read committed).
      await trx.updateTable('payment_events').set({ outcome: 'late' }).where('event_id', '=', p.eventId).execute();
      return 'late' as const;
    })
    .catch((err: unknown) => {
      if (err instanceof Mismatch) return 'mismatch' as const;
      throw err;
    });
}
