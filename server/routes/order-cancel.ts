import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { idProp } from '../lib/schema-limits.ts';
import { refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { sm } from '../lib/shop-messages.ts';
import { om } from '../lib/messages-orders.ts';
import { closeOrder } from '../lib/order-lifecycle.ts';
import { effectiveStatus, orderDetail } from '../lib/orders.ts';

/**
 * api/user/cancel_order: the owner cancels an unpaid order and its stock, coupon and payment sessions are
 * released. Idempotent: cancelling a cancelled order answers it again; an order whose time ran out is
 * closed as expired (released once, whoever comes first: the sweep, a payment, a second cancel).
 */
export function cancelOrderCall(app: FastifyInstance): void {
  defineCall<{ order_id: number }>(app, {
    path: 'api/user/cancel_order',
    summary: 'Cancels one of the user’s unpaid orders and releases its stock (idempotent)',
    tags: ['orders'],
    props: { order_id: idProp },
    required: ['order_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const lifecycle = app.orderLifecycle;
      const now = lifecycle.clock();
      const o = await db
        .selectFrom('orders')
        .select(['id', 'status', 'expires_at'])
        .where('id', '=', body.order_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!o) return refuse(sm('orderGone', lang));
      const seen = effectiveStatus(o, now.toISOString());
      if (seen === 'expired') {
        await lifecycle.expire({ orderId: o.id, userId: user.id });
      } else if (seen === 'pending' && (await closeOrder(db, o.id, 'cancelled', now, user.id))) {
        app.replyCache.clear();
        // The payer may still hold the gateway's cashier page: close the trade there (never fails the cancel).
        await app.shop.reconciler?.closeOrder(o.id, now).catch((err: unknown) => req.log.warn({ err }, 'closing the gateway trade failed'));
      }
      const after = await orderDetail(db, user.id, o.id, lang, now);
      if (!after) return refuse(sm('orderGone', lang));
      // Lost a race with the payment (or the order was paid before): it stays paid.
      if (after.status === 'paid') return refuse(om('orderPaidNoCancel', lang));
      return after;
    },
  });
}
