import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALIPAY_NOTIFY_PATH, type AlipayPaymentProvider } from '../lib/payment-alipay.ts';
import { applyPayment } from '../lib/payment-apply.ts';

/** Form fields of a notify; null when a field repeats (Alipay never sends one twice). */
function formFields(raw: string): Record<string, string> | null {
  const entries = [...new URLSearchParams(raw)];
  // fromEntries defines own properties, so a field named __proto__ stays a plain field.
  return new Set(entries.map(([k]) => k)).size === entries.length ? Object.fromEntries(entries) : null;
}

/**
 * Alipay's asynchronous notify (form-encoded POST). Alipay keeps retrying until it reads the plain text
 * `success`, so that is answered only once the payment is recorded (or was already); `fail` otherwise.
 */
export async function alipayNotifyRoute(app: FastifyInstance, alipay: AlipayPaymentProvider): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      ALIPAY_NOTIFY_PATH,
      { schema: { summary: 'Alipay asynchronous notify (RSA2-signed form); answers success or fail', tags: ['payment'] } },
      async (req: FastifyRequest, reply: FastifyReply) => {
        const answer = (status: number, text: 'success' | 'fail') => reply.code(status).type('text/plain; charset=utf-8').send(text);
        const params = formFields(typeof req.body === 'string' ? req.body : '');
        if (!params) return answer(400, 'fail');
        const v = alipay.verifyNotify(params, Date.now());
        if (!v.ok) {
          req.log.warn({ reason: v.reason }, 'alipay notify refused');
          return answer(v.reason === 'signature' ? 401 : 400, 'fail');
        }
        const n = v.notice;
        // WAIT_BUYER_PAY / TRADE_CLOSED: nothing to record; acknowledged so Alipay stops resending.
        if (n.tradeStatus !== 'TRADE_SUCCESS' && n.tradeStatus !== 'TRADE_FINISHED') return answer(200, 'success');
        const session = await app.db.db
          .selectFrom('payment_sessions')
          .select(['order_id', 'amount_cents'])
          .where('session_key', '=', n.outTradeNo)
          .where('provider', '=', alipay.name)
          .executeTakeFirst();
        if (!session) {
          req.log.warn({ out_trade_no: n.outTradeNo }, 'alipay notify for an unknown trade');
          return answer(400, 'fail');
        }
        const outcome = await applyPayment(
          app.db.db,
          {
            eventId: `alipay:${n.tradeNo}`,
            provider: alipay.name,
            orderId: session.order_id,
            amountCents: n.amountCents,
            sessionKey: n.outTradeNo,
          },
          app.orderLifecycle.clock(),
          req.log,
        );
        if (outcome === 'mismatch') {
          req.log.error(
            { out_trade_no: n.outTradeNo, amount_cents: n.amountCents, expected: session.amount_cents },
            'alipay notify amount differs from the order',
          );
          return answer(400, 'fail');
        }
        return answer(200, 'success');
      },
    );
  });
}
