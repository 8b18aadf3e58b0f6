import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { sm, type ShopMessageKey } from '../lib/shop-messages.ts';
import { applyPayment } from '../lib/payment-apply.ts';
import type { SandboxPaymentProvider } from '../lib/payment-provider.ts';
import { yuan } from './litestore.ts';
import { alipayNotifyRoute } from './payment-alipay.ts';
import { om } from '../lib/messages-orders.ts';
import { effectiveStatus } from '../lib/orders.ts';

const CALLBACK_PATH = '/stage-api/payment/callback';

function bodyLang(req: FastifyRequest): number {
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
}

/**
 * The provider's callback. Its own encapsulated context parses JSON as a raw string, because the
 * HMAC covers the exact bytes sent; the rest of the API keeps the normal JSON parser.
 */
async function callbackRoute(app: FastifyInstance, sandbox: SandboxPaymentProvider): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      CALLBACK_PATH,
      { schema: { summary: 'Payment provider callback (HMAC-signed raw body, x-timestamp, x-signature)', tags: ['payment'] } },
      async (req: FastifyRequest, reply: FastifyReply) => {
        const lang = bodyLang(req);
        const fail = (status: number, key: ShopMessageKey) => reply.code(status).send({ code: status, msg: sm(key, lang), data: null });
        const raw = typeof req.body === 'string' ? req.body : '';
        const v = sandbox.verifyCallback(raw, req.headers, Date.now());
        if (!v.ok) {
          req.log.warn({ reason: v.reason }, 'payment callback refused');
          return fail(
            v.reason === 'signature' ? 401 : 400,
            v.reason === 'signature' ? 'badSignature' : v.reason === 'stale' ? 'staleCallback' : 'badCallback',
          );
        }
        const e = v.event;
        const outcome = await applyPayment(
          app.db.db,
          { eventId: e.event_id, provider: sandbox.name, orderId: e.order_id, amountCents: e.amount_cents, sessionKey: e.session },
          app.orderLifecycle.clock(),
          req.log,
        );
        if (outcome === 'mismatch') return fail(400, 'badCallback');
        // A late payment is acknowledged (the provider stops retrying) but not applied: applyPayment recorded it for a refund.
        return { code: 1, msg: 'ok', data: { received: true, duplicate: outcome === 'duplicate', applied: outcome === 'paid' } };
      },
    );
  });
}

/** The gateway stops taking money this long before the order expires, so a last-second payment's notify lands on a live order. */
const PAY_MARGIN_MS = 2 * 60_000;
const MOBILE_UA = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|MicroMessenger|AlipayClient/i;

/** Payment: open a payment for an order (goods or deposit), then the active provider's own routes. */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const provider = app.shop.payments;
  defineCall<{ order_id: number; device?: 'mobile' | 'desktop' }>(app, {
    path: 'api/payment/create',
    summary:
      'Opens a payment for a pending order (goods or deposit) and returns the provider’s pay URL (a site path for the sandbox, the gateway for Alipay)',
    tags: ['payment'],
    props: {
      order_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      device: { type: 'string', enum: ['mobile', 'desktop'], description: 'Gateway page to use; by default from the User-Agent' },
    },
    required: ['order_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const o = await db
        .selectFrom('orders')
        .select(['id', 'order_no', 'type', 'status', 'total_cents', 'expires_at', 'created_at'])
        .where('id', '=', body.order_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!o) return refuse(sm('orderGone', lang));
      const lifecycle = app.orderLifecycle;
      const now = lifecycle.clock();
      const status = effectiveStatus(o, now.toISOString());
      if (status === 'expired') {
        await lifecycle.expire({ orderId: o.id });
        return refuse(om('orderExpired', lang));
      }
      if (status === 'cancelled') return refuse(om('orderCancelled', lang));
      if (status !== 'pending') return refuse(sm('orderNotPayable', lang));
      const base = { provider: provider.name, order_no: o.order_no, amount: yuan(o.total_cents), amount_cents: o.total_cents };
      const result = `${lang === 1 ? '/en' : ''}/payment?order_id=${o.id}&result=1`;
      const expires = o.expires_at ?? lifecycle.expiresAt(new Date(o.created_at));
      let deadline = new Date(expires);
      if (provider.name === 'alipay') {
        // Alipay takes no zero-amount trades: a fully discounted order is settled here.
        if (o.total_cents === 0) {
          await applyPayment(db, { eventId: `free:${o.order_no}`, provider: 'free', orderId: o.id, amountCents: 0 }, now, req.log);
          return { ...base, session: '', pay_url: result };
        }
        // A trade must not outlive its order (the order expires and releases its stock).
        deadline = new Date(deadline.getTime() - PAY_MARGIN_MS);
        if (deadline.getTime() - now.getTime() < 60_000) return refuse(sm('paymentClosed', lang));
      }
      const device = body.device ?? (MOBILE_UA.test(req.headers['user-agent'] ?? '') ? 'mobile' : 'desktop');
      const input = {
        orderId: o.id,
        orderNo: o.order_no,
        orderType: o.type,
        userId: user.id,
        amountCents: o.total_cents,
        locale: lang === 1 ? ('en' as const) : ('zh' as const),
        device,
        deadline,
        now,
      };
      const p = await provider.createPayment(db, input).catch((err: unknown) => {
        req.log.error({ err }, 'payment could not be opened');
        return null;
      });
      if (!p) return refuse(sm('paymentUnavailable', lang));
      return { ...base, session: p.session, pay_url: p.payUrl };
    },
  });

  if (app.shop.alipay) await alipayNotifyRoute(app, app.shop.alipay);
  // The sandbox's pay page and callback exist only while the sandbox is the provider.
  if (app.shop.sandbox) await sandboxRoutes(app, app.shop.sandbox);
}

/** The sandbox pay page's calls and its signed callback. */
async function sandboxRoutes(app: FastifyInstance, sandbox: SandboxPaymentProvider): Promise<void> {
  await callbackRoute(app, sandbox);

  const sandboxSession = async (db: FastifyInstance['db']['db'], userId: number, key: string) =>
    db
      .selectFrom('payment_sessions')
      .innerJoin('orders', 'orders.id', 'payment_sessions.order_id')
      .select([
        'payment_sessions.id',
        'payment_sessions.session_key',
        'payment_sessions.order_id',
        'payment_sessions.amount_cents',
        'payment_sessions.status',
        'payment_sessions.expires_at',
        'orders.order_no',
        'orders.status as order_status',
        'orders.expires_at as order_expires_at',
      ])
      .where('payment_sessions.session_key', '=', key)
      .where('payment_sessions.user_id', '=', userId)
      .executeTakeFirst();
  const sessionKey = { type: 'string', maxLength: 32, pattern: '^[0-9a-f]{32}$' };

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
      const expired = s.status === 'open' && s.expires_at <= app.orderLifecycle.clock().toISOString();
      return {
        session: s.session_key,
        order_id: s.order_id,
        order_no: s.order_no,
        amount: yuan(s.amount_cents),
        amount_cents: s.amount_cents,
        status: expired ? 'expired' : s.status,
        order_status: s.order_status,
      };
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
      if (!s) return refuse(sm('paymentGone', lang));
      if (s.order_status === 'paid') return { status: 'paid', order_id: s.order_id };
      if (s.order_status !== 'pending' || s.order_expires_at === null || s.order_expires_at <= app.orderLifecycle.clock().toISOString()) {
        await app.orderLifecycle.expire({ orderId: s.order_id });
        return refuse(om(s.order_status === 'cancelled' ? 'orderCancelled' : 'orderExpired', lang));
      }
      if (s.status !== 'open' || s.expires_at <= app.orderLifecycle.clock().toISOString()) return refuse(sm('paymentGone', lang));
      if (body.action === 'cancel') {
        await db.updateTable('payment_sessions').set({ status: 'cancelled' }).where('id', '=', s.id).where('status', '=', 'open').execute();
        return { status: 'cancelled', order_id: s.order_id };
      }
      const cb = sandbox.signedCallback({ session: s.session_key, order_id: s.order_id, amount_cents: s.amount_cents });
      // Delivered in-process through the full HTTP stack, exactly as the provider's request would arrive.
      const res = await app.inject({ method: 'POST', url: CALLBACK_PATH, payload: cb.body, headers: cb.headers });
      if (res.statusCode !== 200) return refuse(sm('paymentGone', lang));
      const o = await db.selectFrom('orders').select('status').where('id', '=', s.order_id).executeTakeFirstOrThrow();
      if (o.status !== 'paid') return refuse(om(o.status === 'cancelled' ? 'orderCancelled' : 'orderExpired', lang));
      return { status: o.status, order_id: s.order_id };
    },
  });
}
