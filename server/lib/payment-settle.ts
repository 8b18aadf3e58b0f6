import type { FastifyInstance } from 'fastify';

/**
 * Before showing an order's status: when a gateway payment of this user's pending order is still open,
 * ask the gateway (throttled), so a payer back from Alipay sees "paid" even if the notify is late.
 * Never fails the call: a gateway that cannot answer leaves the status as stored.
 */
export async function settleLatePayment(app: FastifyInstance, userId: number, orderId: number): Promise<void> {
  const reconciler = app.shop.reconciler;
  if (!reconciler) return;
  const o = await app.db.db.selectFrom('orders').select('status').where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (o?.status !== 'pending') return;
  await reconciler.checkOrder(orderId).catch((err: unknown) => app.log.warn({ err }, 'on-demand payment check failed'));
}
