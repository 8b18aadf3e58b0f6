import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { ApiError, refuse, type Envelope } from '../lib/envelope.ts';
import { createSession, hashToken, requireUser, tokenFrom } from '../lib/auth.ts';
import { sm } from '../lib/shop-messages.ts';
import { maskPhone } from '../lib/sms.ts';
import { grantWelcomeCoupons } from '../lib/coupons.ts';
import { canonicalPhone } from '../lib/phone.ts';

import { consentProp, recordConsent, requireConsent } from '../lib/consent.ts';

/** The phone in its stored form (mainland: 11 digits; elsewhere: E.164), or a 400 saying what is wrong. */
function mobileOr400(mobile: string, lang: number): string {
  const m = canonicalPhone(mobile);
  if (!m) throw new ApiError(400, sm('badMobile', lang));
  return m;
}

/** The user for a phone, created on first login (with the welcome coupons). */
async function findOrCreateUser(app: FastifyInstance, phone: string) {
  const db = app.db.db;
  const existing = await db.selectFrom('users').select(['id', 'phone', 'nickname']).where('phone', '=', phone).executeTakeFirst();
  if (existing) return existing;
  const created = await db
    .insertInto('users')
    .values({ phone, nickname: maskPhone(phone), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning(['id', 'phone', 'nickname'])
    .executeTakeFirst();
  if (created) {
    await grantWelcomeCoupons(db, created.id);
    return created;
  }
  // Two first logins at once: the other one created the row.
  return db.selectFrom('users').select(['id', 'phone', 'nickname']).where('phone', '=', phone).executeTakeFirstOrThrow();
}

/** SMS codes, login by code, logout (and, in test mode, the SMS sink). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ mobile: string; event?: string; consent?: boolean }>(app, {
    path: 'api/sms/send',
    summary: 'Sends a 6-digit login code. The answer is the same whether or not the number has an account',
    tags: ['auth'],
    // consent is accepted (the page sends it) but recorded at login, where the account is made.
    props: { mobile: { type: 'string', maxLength: 20 }, event: { type: 'string', maxLength: 20 }, consent: consentProp },
    required: ['mobile'],
    async handler({ body, lang, req, db }): Promise<Envelope<unknown>> {
      const phone = mobileOr400(body.mobile, lang);
      const r = await app.shop.sms.issue(db, phone, req.ip, lang);
      if (r.ok) return { code: 1, msg: sm('smsSent', lang), data: { cooldown: r.cooldownS } };
      if (r.reason === 'cooldown') return { code: 0, msg: sm('smsCooldown', lang, { s: r.retryAfterS }), data: { retry_after: r.retryAfterS } };
      if (r.reason === 'gateway') {
        // The gateway throttles this number: the same refusal as the cool-down, so the page counts down.
        if (r.failure === 'rate') return { code: 0, msg: sm('smsGatewayBusy', lang, { s: r.retryAfterS }), data: { retry_after: r.retryAfterS } };
        if (r.failure === 'invalid') throw new ApiError(400, sm('smsBadNumber', lang));
        throw new ApiError(503, sm('smsUnavailable', lang));
      }
      // Per-IP abuse is an HTTP 429; a busy number is a plain refusal the page shows.
      if (r.reason === 'ip') throw new ApiError(429, sm('smsIpLimit', lang));
      return refuse(sm('smsPhoneLimit', lang));
    },
  });

  defineCall<{ mobile: string; captcha: string; consent?: boolean }>(app, {
    path: 'api/user/mobilelogin',
    summary:
      'Logs in with a phone number and SMS code; creates the account on first login. Needs consent: true (the privacy policy), recorded with its version',
    tags: ['auth'],
    props: { mobile: { type: 'string', maxLength: 20 }, captcha: { type: 'string', maxLength: 12 }, consent: consentProp },
    required: ['mobile', 'captcha'],
    async handler({ body, lang, db }) {
      const phone = mobileOr400(body.mobile, lang);
      // Before the code is checked, so a refused login does not use the code up.
      requireConsent(body.consent, lang);
      // Wrong, expired, reused and locked codes all get the same answer.
      if (!(await app.shop.sms.verify(db, phone, body.captcha.trim()))) return refuse(sm('badCode', lang));
      const user = await findOrCreateUser(app, phone);
      const token = await db.transaction().execute(async (trx) => {
        await recordConsent(trx, { userId: user.id, phone, purpose: 'login' });
        return createSession(trx, user.id);
      });
      return { token, user_id: user.id, mobile: user.phone, nickname: user.nickname };
    },
  });

  defineCall(app, {
    path: 'api/user/logout',
    summary: 'Revokes the current session on the server',
    tags: ['auth'],
    async handler({ req, lang, db }) {
      await requireUser(req, db, lang);
      const token = tokenFrom(req) as string;
      await db
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .execute();
      return { msg: sm('loggedOut', lang) };
    },
  });

  if (app.config.testEndpoints && app.shop.smsSink) {
    const sink = app.shop.smsSink;
    app.post<{ Body: { mobile?: unknown } }>('/stage-api/__test/sms', { schema: { hide: true } }, async (req, reply) => {
      const mobile = String(req.body?.mobile ?? '');
      // Any spelling of the number finds the code sent to its stored form.
      const hit = sink.latest(canonicalPhone(mobile) ?? mobile);
      if (!hit) return reply.code(404).send({ code: 404, msg: 'no code sent to this number', data: null });
      return { code: 1, msg: 'ok', data: { mobile, code: hit.code, sent_at: hit.at } };
    });
  }
}
