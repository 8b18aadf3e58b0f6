import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.ts';
import type { AlipayPaymentProvider } from './payment-alipay.ts';
import { applyPayment } from './payment-apply.ts';

/** How often the background job looks for Alipay payments whose notify never came. */
export const RECONCILE_INTERVAL_MS = 60_000;
/** Sessions queried per run: a backlog is worked off over several runs instead of one burst to Alipay. */
export const RECONCILE_BATCH = 20;
/** The notify usually arrives within seconds; the job only asks about sessions older than this. */
const MIN_AGE_MS = 60_000;
const RECHECK_MS = 2 * 60_000;
const ON_DEMAND_RECHECK_MS = 5_000;
/** A payment confirmed at the last second of a session can reach us later; keep asking a while. */
const GRACE_MS = 15 * 60_000;

interface OpenSession {
  id: number;
  session_key: string;
  order_id: number;
  amount_cents: number;
  expires_at: string;
}

/** Asks Alipay (trade.query) about open payments and settles those it reports paid. */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly alipay: AlipayPaymentProvider,
    private readonly log: FastifyBaseLogger,
    /** The order clock (orders expire by it, so payments are judged by it too). */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Starts the background job (never overlapping itself); {@link stop} ends it. */
  start(intervalMs = RECONCILE_INTERVAL_MS): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runBatch()
        .catch((err: unknown) => this.log.warn({ err }, 'payment reconciliation failed'))
        .finally(() => (this.running = null));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the job and waits for a run in progress, so the database is not closed under it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One bounded run over the open Alipay sessions least recently checked. */
  async runBatch(now = this.clock(), limit = RECONCILE_BATCH): Promise<{ checked: number; paid: number }> {
    const rows = await this.open(now, RECHECK_MS)
      .where('created_at', '<=', new Date(now.getTime() - MIN_AGE_MS).toISOString())
      .orderBy(sql`coalesce(checked_at, '')`)
      .orderBy('id')
      .limit(limit)
      .execute();
    let paid = 0;
    for (const s of rows) if ((await this.check(s, now, RECHECK_MS)) === 'paid') paid += 1;
    return { checked: rows.length, paid };
  }

  /** On demand, when the payer looks at the order: settles it now if Alipay has the money but the notify is late. */
  async checkOrder(orderId: number, now = this.clock()): Promise<void> {
    const rows = await this.open(now, ON_DEMAND_RECHECK_MS).where('order_id', '=', orderId).orderBy('id', 'desc').limit(3).execute();
    for (const s of rows) await this.check(s, now, ON_DEMAND_RECHECK_MS);
  }

  /**
   * After the order was cancelled: closes its open trades at Alipay so they take no more money. A trade
   * Alipay does not know yet stays open here (its pay URL could still create it until its time_expire), and
   * one that cannot be closed is queried at once; either way a payment that still arrives is recorded 'late'.
   */
  async closeOrder(orderId: number, now = this.clock()): Promise<void> {
    const rows = await this.db
      .selectFrom('payment_sessions')
      .select(['id', 'session_key', 'order_id', 'amount_cents', 'expires_at'])
      .where('provider', '=', this.alipay.name)
      .where('status', '=', 'open')
      .where('order_id', '=', orderId)
      .execute();
    for (const s of rows) {
      const closed = await this.alipay.closeTrade(s.session_key).catch((err: unknown) => {
        this.log.warn({ err, out_trade_no: s.session_key }, 'alipay.trade.close failed; the reconciliation keeps checking the trade');
        return 'failed' as const;
      });
      if (closed === 'closed')
        await this.db.updateTable('payment_sessions').set({ status: 'cancelled' }).where('id', '=', s.id).where('status', '=', 'open').execute();
      else if (closed === 'refused') await this.check(s, now, 0);
    }
  }

  private open(now: Date, recheckMs: number) {
    const before = new Date(now.getTime() - recheckMs).toISOString();
    return this.db
      .selectFrom('payment_sessions')
      .select(['id', 'session_key', 'order_id', 'amount_cents', 'expires_at'])
      .where('provider', '=', this.alipay.name)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', before)]));
  }

  private async check(s: OpenSession, now: Date, recheckMs: number): Promise<'paid' | 'other'> {
    const before = new Date(now.getTime() - recheckMs).toISOString();
    // Claiming the check first keeps two instances (or two page views) from asking about the same session at once.
    const claim = await this.db
      .updateTable('payment_sessions')
      .set({ checked_at: now.toISOString() })
      .where('id', '=', s.id)
      .where('status', '=', 'open')
      .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', before)]))
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return 'other';
    let trade;
    try {
      trade = await this.alipay.queryTrade(s.session_key);
    } catch (err) {
      this.log.warn({ err, out_trade_no: s.session_key }, 'alipay.trade.query failed');
      return 'other';
    }
    if (trade.state === 'paid') {
      if (trade.amountCents !== s.amount_cents) {
        this.log.error(
          { out_trade_no: s.session_key, amount_cents: trade.amountCents, expected: s.amount_cents },
          'alipay trade amount differs from the order',
        );
        return 'other';
      }
      const outcome = await applyPayment(
        this.db,
        {
          eventId: `alipay:${trade.tradeNo}`,
          provider: this.alipay.name,
          orderId: s.order_id,
          amountCents: s.amount_cents,
          sessionKey: s.session_key,
        },
        now,
        this.log,
      );
      return outcome === 'paid' ? 'paid' : 'other';
    }
    const over = Date.parse(s.expires_at) + GRACE_MS < now.getTime();
    if (trade.state === 'closed' || over)
      await this.db.updateTable('payment_sessions').set({ status: 'cancelled' }).where('id', '=', s.id).where('status', '=', 'open').execute();
    return 'other';
  }
}
