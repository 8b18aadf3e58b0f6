import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, smsLogin, uniquePhone } from './shop-helpers.ts';
import { LogSmsProvider, SmsSink, maskPhone } from '../../../server/lib/sms.ts';
import { hashToken } from '../../../server/lib/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  // Every test here shares 127.0.0.1; only the per-IP test runs with the real IP cap.
  t.app.shop.sms.limits.perIpPerHour = 10_000;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  t.app.shop.sms.clock = () => new Date();
});

/** Moves the SMS clock to `ms` after the real now. */
function shiftClock(ms: number) {
  const base = Date.now();
  t.app.shop.sms.clock = () => new Date(base + ms);
}

const codeOf = (phone: string) => t.app.shop.smsSink?.latest(phone)?.code ?? '';
const login = (mobile: string, captcha: string) => call<{ token: string }>(t, 'api/user/mobilelogin', { mobile, captcha, consent: true });
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SMS login', () => {
  it('sends a 6-digit code readable from the test sink, and logs in a new account with coupons', async () => {
    const phone = uniquePhone();
    const sent = await call<{ cooldown: number }>(t, 'api/sms/send', { mobile: phone });
    expect(sent).toMatchObject({ status: 200, code: 1, data: { cooldown: 60 } });
    const sink = await t.app.inject({ method: 'POST', url: '/stage-api/__test/sms', payload: { mobile: phone } });
    const code = (sink.json() as { data: { code: string } }).data.code;
    expect(code).toMatch(/^\d{6}$/);
    const r = await call<{ token: string; user_id: number; mobile: string; nickname: string }>(t, 'api/user/mobilelogin', {
      mobile: phone,
      captcha: code,
      consent: true,
    });
    expect(r.code).toBe(1);
    expect(r.data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(r.data).toMatchObject({ mobile: phone, nickname: maskPhone(phone) });
    // Stored hashed: neither the code nor the token is in the database.
    const rows = await t.db.db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).execute();
    expect(rows.every((x) => x.code_hash !== code && x.code_hash.length === 64)).toBe(true);
    const session = await t.db.db.selectFrom('sessions').selectAll().where('user_id', '=', r.data.user_id).executeTakeFirstOrThrow();
    expect(session.token_hash).toBe(hashToken(r.data.token));
    const coupons = await call<unknown[]>(t, 'api/user/get_user_coupon', {}, r.data.token);
    expect(coupons.data).toHaveLength(2);
  });

  it('refuses a wrong code, a reused code and an expired code with the same message', async () => {
    const phone = uniquePhone();
    await call(t, 'api/sms/send', { mobile: phone });
    const code = codeOf(phone);
    const wrong = await login(phone, otherCode(code));
    expect(wrong.code).toBe(0);
    expect((await login(phone, code)).code).toBe(1);
    const reused = await login(phone, code);
    expect(reused).toMatchObject({ code: 0, msg: wrong.msg });

    shiftClock(61_000);
    await call(t, 'api/sms/send', { mobile: phone });
    const fresh = codeOf(phone);
    shiftClock(61_000 + 10 * 60_000 + 1000);
    const expired = await login(phone, fresh);
    expect(expired).toMatchObject({ code: 0, msg: wrong.msg });
  });

  it('locks a code after 5 wrong attempts', async () => {
    const phone = uniquePhone();
    await call(t, 'api/sms/send', { mobile: phone });
    const code = codeOf(phone);
    for (let i = 0; i < 5; i++) expect((await login(phone, otherCode(code))).code).toBe(0);
    expect((await login(phone, code)).code).toBe(0);
  });

  it('a newer code retires the older one', async () => {
    const phone = uniquePhone();
    await call(t, 'api/sms/send', { mobile: phone });
    const first = codeOf(phone);
    shiftClock(61_000);
    await call(t, 'api/sms/send', { mobile: phone });
    const second = codeOf(phone);
    if (first !== second) expect((await login(phone, first)).code).toBe(0);
    expect((await login(phone, second)).code).toBe(1);
  });

  it('answers the same for registered and unknown numbers (no enumeration)', async () => {
    const known = await smsLogin(t);
    shiftClock(61_000);
    const a = await call(t, 'api/sms/send', { mobile: known.mobile });
    const b = await call(t, 'api/sms/send', { mobile: uniquePhone() });
    expect(a).toEqual(b);
  });
});

describe('SMS rate limits', () => {
  it('enforces the 60 s resend cool-down with the seconds left', async () => {
    const phone = uniquePhone();
    expect((await call(t, 'api/sms/send', { mobile: phone })).code).toBe(1);
    const again = await call<{ retry_after: number }>(t, 'api/sms/send', { mobile: phone });
    expect(again.code).toBe(0);
    expect(again.data.retry_after).toBeGreaterThan(55);
    expect(again.msg).toMatch(/\d+/);
  });

  it('caps codes per phone at 5 an hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) {
      shiftClock(i * 61_000);
      expect((await call(t, 'api/sms/send', { mobile: phone })).code).toBe(1);
    }
    shiftClock(5 * 61_000);
    const sixth = await call(t, 'api/sms/send', { mobile: phone });
    expect(sixth.code).toBe(0);
    shiftClock(3600_000 + 61_000);
    expect((await call(t, 'api/sms/send', { mobile: phone })).code).toBe(1);
  });

  it('caps codes per IP at 20 an hour with HTTP 429', async () => {
    t.app.shop.sms.limits.perIpPerHour = 20;
    const send = (mobile: string) =>
      t.app.inject({ method: 'POST', url: '/stage-api/api/sms/send', remoteAddress: '10.9.8.7', payload: { group_id: 2, mobile } });
    for (let i = 0; i < 20; i++) expect((await send(uniquePhone())).statusCode).toBe(200);
    const over = await send(uniquePhone());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 429, msg: expect.any(String) });
    t.app.shop.sms.limits.perIpPerHour = 10_000;
  });

  it('rejects malformed numbers and bodies with 4xx envelopes', async () => {
    for (const body of [{ mobile: '12345' }, { mobile: 13800138000 }, {}]) {
      const r = await call(t, 'api/sms/send', body);
      expect(r.status).toBe(400);
      expect(r.msg).toBeTruthy();
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/stage-api/api/user/mobilelogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"mobile":',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server; missing and expired tokens get 401', async () => {
    const user = await smsLogin(t);
    expect((await call(t, 'addons/litestore/api.goods/get_car_goods', {}, user.token)).status).toBe(200);
    expect((await call(t, 'api/user/logout', {}, user.token)).code).toBe(1);
    expect((await call(t, 'addons/litestore/api.goods/get_car_goods', {}, user.token)).status).toBe(401);
    expect((await call(t, 'api/user/logout', {}, user.token)).status).toBe(401);
    expect((await call(t, 'addons/litestore/api.goods/get_car_goods', {})).status).toBe(401);

    const other = await smsLogin(t);
    await t.db.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(other.token))
      .execute();
    expect((await call(t, 'api/user/get_user_info', {}, other.token)).status).toBe(401);
  });
});

describe('default SMS provider', () => {
  it('logs a masked number and never the code; the sink keeps the code', async () => {
    const lines: string[] = [];
    const log = { info: (msg: unknown) => lines.push(JSON.stringify(msg)) } as unknown as FastifyBaseLogger;
    const sink = new SmsSink();
    await new LogSmsProvider(log, sink).send('13812341234', '482913', 0);
    expect(lines.join('\n')).toContain('138****1234');
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain('13812341234');
    expect(sink.latest('13812341234')?.code).toBe('482913');
    await new LogSmsProvider(log, null).send('13812341234', '111111', 0);
    expect(lines.join('\n')).not.toContain('111111');
  });
});
