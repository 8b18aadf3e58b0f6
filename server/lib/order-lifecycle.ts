import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How a pending order ends without payment: its owner cancelled it, or its time ran out. */
export type ClosedStatus = 'cancelled' | 'expired';

/**
 * Gives back what an order held: stock of its lines (and their parents' summed stock), its coupon and
 * its open sandbox payment sessions. Rows are locked in create_order's order (coupon, lines by goods id, parents
 * by id), and the order row before everything, like applyPayment, so no two transactions wait
 * on each other in a cycle.
 */
async function release(trx: Transaction<Database>, orderId: number): Promise<void> {
  await trx.updateTable('coupons').set({ used_at: null, used_order_id: null }).where('used_order_id', '=', orderId).execute();
  const items = await trx
    .selectFrom('order_items')
    .select(['goods_id', 'parent_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('goods_id')
    .execute();
  for (const i of items) {
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '+', i.quantity) }))
      .where('id', '=', i.goods_id)
      .execute();
  }
  const parents = new Map<number, number>();
  for (const i of items) if (i.parent_id !== null) parents.set(i.parent_id, (parents.get(i.parent_id) ?? 0) + i.quantity);
  for (const [pid, n] of [...parents].sort((a, b) => a[0] - b[0])) {
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '+', n) }))
      .where('id', '=', pid)
      .execute();
  }
  // Sandbox sessions end here. A gateway trade (Alipay) may still be paid at the gateway until it closes, so its
  // session stays open: the trade.query reconciliation keeps asking and records such a payment as 'late'.
  await trx
    .updateTable('payment_sessions')
    .set({ status: 'cancelled' })
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .where('provider', '=', 'sandbox')
    .execute();
}

/**
 * Moves a pending order to `to` and releases what it held, exactly once. The conditional status update
 * is the gate: on PostgreSQL a concurrent closer or payer waits for the row lock, then finds the status
 * changed and updates nothing; on SQLite writers are serialized. Only the caller whose update changed the
 * row releases, in the same transaction. An order closes as 'expired' only once past its expires_at.
 */
export async function closeOrder(db: Kysely<Database>, orderId: number, to: ClosedStatus, now: Date, userId?: number): Promise<boolean> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let q = trx.updateTable('orders').set({ status: to, cancelled_at: at }).where('id', '=', orderId).where('status', '=', 'pending');
    if (userId !== undefined) q = q.where('user_id', '=', userId);
    if (to === 'expired') q = q.where('expires_at', '<=', at);
    const res = await q.executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await release(trx, orderId);
    return true;
  });
}

/**
 * Marks a pending order paid when the amount matches and it is still within its time; false otherwise.
 * A payment that arrives for an order already cancelled or expired is refused: that order's stock is
 * back on sale, so marking it paid would sell goods that may no longer exist. Called only by
 * applyPayment, which records such a payment as 'late' for a refund.
 */
export async function markOrderPaid(trx: Kysely<Database>, orderId: number, amountCents: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const res = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .where('total_cents', '=', amountCents)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Which due orders to expire: all, one user's, or those holding some goods. */
export interface DueFilter {
  userId?: number;
  orderId?: number;
  goodsIds?: number[];
}

/** Expires up to `limit` pending orders past their time (oldest first); returns how many this call expired. */
export async function expireDue(db: Kysely<Database>, now: Date, limit: number, filter: DueFilter = {}): Promise<number> {
  const at = now.toISOString();
  let q = db.selectFrom('orders').select('orders.id').where('orders.status', '=', 'pending').where('orders.expires_at', '<=', at);
  if (filter.userId !== undefined) q = q.where('orders.user_id', '=', filter.userId);
  if (filter.orderId !== undefined) q = q.where('orders.id', '=', filter.orderId);
  if (filter.goodsIds?.length) {
    const ids = filter.goodsIds;
    q = q.where('orders.id', 'in', (eb) => eb.selectFrom('order_items').select('order_items.order_id').where('order_items.goods_id', 'in', ids));
  }
  const due = await q.orderBy('orders.expires_at').limit(limit).execute();
  let n = 0;
  for (const o of due) if (await closeOrder(db, o.id, 'expired', now)) n += 1;
  return n;
}

/**
 * The order clock, TTL and expiry sweep of one app. The clock is a property so tests can move time; the
 * sweep runs on an interval in bounded batches, never overlaps itself, and several instances may sweep
 * the same database (each expiry is a conditional update).
 */
export class OrderLifecycle {
  clock: () => Date = () => new Date();
  readonly ttlMs: number;
  readonly sweepEveryMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    ttlMinutes: number,
    private readonly log: FastifyBaseLogger,
    /** Called after stock went back on sale (memoised catalog answers must drop the old numbers). */
    private readonly onRelease: () => void,
    readonly batch = 100,
  ) {
    this.ttlMs = ttlMinutes * 60_000;
    this.sweepEveryMs = Math.min(60_000, Math.max(5_000, Math.floor(this.ttlMs / 4)));
  }

  /** When an order placed now stops being payable. */
  expiresAt(now = this.clock()): string {
    return new Date(now.getTime() + this.ttlMs).toISOString();
  }

  /** Expires due orders matching `filter` (all when empty), up to one batch. */
  async expire(filter: DueFilter = {}): Promise<number> {
    const n = await expireDue(this.db, this.clock(), this.batch, filter);
    if (n > 0) this.onRelease();
    return n;
  }

  /** One sweep over every user; a call while one runs shares that run. */
  sweep(): Promise<number> {
    this.running ??= this.expire().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** True while the sweep interval runs (from the app's ready until its close). */
  get active(): boolean {
    return this.timer !== undefined;
  }

  /** Starts the interval (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sweep().catch((err: unknown) => this.log.warn({ err }, 'order expiry sweep failed; retried next interval'));
    }, this.sweepEveryMs);
    this.timer.unref();
  }

  /** Stops the interval and waits for a sweep in flight. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
  }
}
