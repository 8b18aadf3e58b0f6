import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { sm, type ShopMessageKey } from '../lib/shop-messages.ts';
import { yuan } from './litestore.ts';
import { om } from '../lib/messages-orders.ts';
import { markOrderPaid } from '../lib/order-lifecycle.ts';
import { effectiveStatus } from '../lib/orders.ts';

const CALLBACK_PATH = '/stage-api/payment/callback';

function bodyLang(req: FastifyRequest): number {
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
}

/**
 * The provider's callback. Its own encapsulated context parses JSON as a raw string, because the
 * HMAC covers the exact bytes sent; the rest of the API keeps the normal JSON parser.
 */
async function callbackRoute(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(CALLBACK_PATH, { schema: { summary: 'Payment provider callback (HMAC-signed raw body, x-timestamp, x-signature)', tags: ['payment'] } }, async (req: FastifyRequest, reply: FastifyReply) => {
      const lang = bodyLang(req);
      const fail = (status: number, key: ShopMessageKey) => reply.code(status).send({ code: status, msg: sm(key, lang), data: null });
      const raw = typeof req.body === 'string' ? req.body : '';
      const v = app.shop.payments.verifyCallback(raw, req.headers, Date.now());
      if (!v.ok) {
        req.log.warn({ reason: v.reason }, 'payment callback refused');
        return fail(v.reason === 'signature' ? 401 : 400, v.reason === 'signature' ? 'badSignature' : v.reason === 'stale' ? 'staleCallback' : 'badCallback');
      }
      const e = v.event;
      const outcome = await app.db.db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        // The event id is recorded first; a replay finds it taken and changes nothing.
        const ins = await trx.insertInto('payment_events').values({ event_id: e.event_id, order_id: e.order_id, created_at: now }).onConflict((oc) => oc.column('event_id').doNothing()).executeTakeFirst();
        if (Number(ins.numInsertedOrUpdatedRows ?? 0) !== 1) return 'duplicate' as const;
        const session = await trx.selectFrom('payment_sessions').selectAll().where('session_key', '=', e.session).where('order_id', '=', e.order_id).executeTakeFirst();
        if (!session || session.amount_cents !== e.amount_cents) throw new Error('mismatch');
        // The order row first, then the session: the order lifecycle's cancel and expiry lock in that order too.
        if (!(await markOrderPaid(trx, e.order_id, e.amount_cents, app.orderLifecycle.clock()))) return 'closed' as const;
        await trx.updateTable('payment_sessions').set({ status: 'paid' }).where('id', '=', session.id).execute();
        return 'processed' as const;
      }).catch((err: unknown) => {
        if (err instanceof Error && err.message === 'mismatch') return 'mismatch' as const;
        throw err;
      });
      if (outcome === 'mismatch') return fail(400, 'badCallback');
      // Acknowledged so the provider stops retrying, but the order stays unpaid (see markOrderPaid): needs a refund.
      if (outcome === 'closed') req.log.warn({ order_id: e.order_id, event_id: e.event_id }, 'payment for an order that is no longer pending: not applied, refund it');
      return { code: 1, msg: 'ok', data: { received: true, duplicate: outcome === 'duplicate', applied: outcome === 'processed' } };
    });
  });
}

/** Payment: open a payment for an order, the sandbox pay page's calls, and the signed callback. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await callbackRoute(app);

  defineCall<{ order_id: number }>(app, {
    path: 'api/payment/create',
    summary: 'Opens a payment for a pending order and returns the provider’s pay URL',
    tags: ['payment'],
    props: { order_id: { type: 'integer', minimum: 1 } },
    required: ['order_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const o = await db.selectFrom('orders').select(['id', 'order_no', 'status', 'expires_at', 'total_cents']).where('id', '=', body.order_id).where('user_id', '=', user.id).executeTakeFirst();
      if (!o) return refuse(sm('orderGone', lang));
      const status = effectiveStatus(o, app.orderLifecycle.clock().toISOString());
      if (status === 'expired') {
        await app.orderLifecycle.expire({ orderId: o.id });
        return refuse(om('orderExpired', lang));
      }
      if (status === 'cancelled') return refuse(om('orderCancelled', lang));
      if (status !== 'pending') return refuse(sm('orderNotPayable', lang));
      const p = await app.shop.payments.createPayment(db, { orderId: o.id, userId: user.id, amountCents: o.total_cents, locale: lang === 1 ? 'en' : 'zh' });
      return { provider: app.shop.payments.name, session: p.session, pay_url: p.payUrl, order_no: o.order_no, amount: yuan(o.total_cents), amount_cents: o.total_cents };
    },
  });

  const sandboxSession = async (db: FastifyInstance['db']['db'], userId: number, key: string) =>
    db
      .selectFrom('payment_sessions')
      .innerJoin('orders', 'orders.id', 'payment_sessions.order_id')
      .select(['payment_sessions.id', 'payment_sessions.session_key', 'payment_sessions.order_id', 'payment_sessions.amount_cents', 'payment_sessions.status', 'payment_sessions.expires_at', 'orders.order_no', 'orders.status as order_status', 'orders.expires_at as order_expires_at'])
      .where('payment_sessions.session_key', '=', key)
      .where('payment_sessions.user_id', '=', userId)
      .executeTakeFirst();
  const sessionKey = { type: 'string', pattern: '^[0-9a-f]{32}$' };

  defineCall<{ session: string }>(app, {
    path: 'api/payment/sandbox_session',
    summary: 'Sandbox pay page: what is being paid',
    tags: ['payment'],
    props: { session: sessionKey },
    required: ['session'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const s = await sandboxSession(db, user.id, body.session);
      if (!s) return refuse(sm('paymentGone', lang));
      const expired = s.status === 'open' && s.expires_at <= new Date().toISOString();
      return { session: s.session_key, order_id: s.order_id, order_no: s.order_no, amount: yuan(s.amount_cents), amount_cents: s.amount_cents, status: expired ? 'expired' : s.status, order_status: s.order_status };
    },
  });

  defineCall<{ session: string; action?: 'pay' | 'cancel' }>(app, {
    path: 'api/payment/sandbox_pay',
    summary: 'Sandbox pay button: the sandbox signs a success callback and delivers it to our callback route',
    tags: ['payment'],
    props: { session: sessionKey, action: { type: 'string', enum: ['pay', 'cancel'] } },
    required: ['session'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const s = await sandboxSession(db, user.id, body.session);
      if (!s || !app.shop.sandbox) return refuse(sm('paymentGone', lang));
      if (s.order_status === 'paid') return { status: 'paid', order_id: s.order_id };
      if (s.order_status !== 'pending' || s.order_expires_at === null || s.order_expires_at <= app.orderLifecycle.clock().toISOString()) {
        await app.orderLifecycle.expire({ orderId: s.order_id });
        return refuse(om(s.order_status === 'cancelled' ? 'orderCancelled' : 'orderExpired', lang));
      }
      if (s.status !== 'open' || s.expires_at <= new Date().toISOString()) return refuse(sm('paymentGone', lang));
      if (body.action === 'cancel') {
        await db.updateTable('payment_sessions').set({ status: 'cancelled' }).where('id', '=', s.id).where('status', '=', 'open').execute();
        return { status: 'cancelled', order_id: s.order_id };
      }
      const cb = app.shop.sandbox.signedCallback({ session: s.session_key, order_id: s.order_id, amount_cents: s.amount_cents });
      // Delivered in-process through the full HTTP stack, exactly as the provider's request would arrive.
      const res = await app.inject({ method: 'POST', url: CALLBACK_PATH, payload: cb.body, headers: cb.headers });
      if (res.statusCode !== 200) return refuse(sm('paymentGone', lang));
      const o = await db.selectFrom('orders').select('status').where('id', '=', s.order_id).executeTakeFirstOrThrow();
      if (o.status !== 'paid') return refuse(om(o.status === 'cancelled' ? 'orderCancelled' : 'orderExpired', lang));
      return { status: o.status, order_id: s.order_id };
    },
  });
}
