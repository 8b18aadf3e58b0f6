import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { markOrderPaid } from './order-lifecycle.ts';

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
 * no longer payable (paid by another payment, cancelled, or past its expiry): recorded with outcome
 * 'late' and logged for a refund, the order left as it is.
 */
export type ApplyOutcome = 'paid' | 'duplicate' | 'mismatch' | 'late';

class Mismatch extends Error {}

/**
 * The one place an order becomes paid (sandbox callback, Alipay notify, trade.query reconciliation, free
 * orders), in one transaction: the event id is recorded first, so a replay (or a notify racing the
 * reconciliation of the same payment) finds it taken and changes nothing. `now` is the order clock
 * (`app.orderLifecycle.clock()`): an order past its expiry takes no payment even before the sweep closed it.
 */
export async function applyPayment(db: Kysely<Database>, p: ConfirmedPayment, now: Date, log: FastifyBaseLogger): Promise<ApplyOutcome> {
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['id', 'total_cents']).where('id', '=', p.orderId).executeTakeFirst();
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
      const ins = await trx
        .insertInto('payment_events')
        .values({
          event_id: p.eventId,
          order_id: p.orderId,
          created_at: now.toISOString(),
          provider: p.provider,
          amount_cents: p.amountCents,
          outcome: 'paid',
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate' as const;
      // The order row before the sessions: cancel and expiry (closeOrder) lock in that order too, so neither waits on the other in a cycle.
      const paid = await markOrderPaid(trx, p.orderId, p.amountCents, now);
      if (!paid) await trx.updateTable('payment_events').set({ outcome: 'late' }).where('event_id', '=', p.eventId).execute();
      // The session took the money either way (a late one still needs its refund found).
      let sessions = trx.updateTable('payment_sessions').set({ status: 'paid' }).where('order_id', '=', p.orderId).where('provider', '=', p.provider);
      if (p.sessionKey !== undefined) sessions = sessions.where('session_key', '=', p.sessionKey);
      await sessions.execute();
      return paid ? ('paid' as const) : ('late' as const);
    })
    .catch((err: unknown) => {
      if (err instanceof Mismatch) return 'mismatch' as const;
      throw err;
    });
  if (outcome === 'late')
    log.error(
      { provider: p.provider, event_id: p.eventId, order_id: p.orderId, amount_cents: p.amountCents, out_trade_no: p.sessionKey },
      'payment for an order no longer payable (paid, cancelled or expired): not applied, refund it',
    );
  return outcome;
}
