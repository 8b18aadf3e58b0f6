// Behind a reverse proxy (TRUST_PROXY): the client's address from X-Forwarded-For is req.ip, so the API
// budget and the SMS per-IP cap count clients, not the proxy; without TRUST_PROXY the header is ignored.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { uniquePhone } from './shop-helpers.ts';

const CARS = '/stage-api/api/car_info/get_cars_by_type';
const PROXY = '127.0.0.1';
const [A, B] = ['203.0.113.7', '198.51.100.23'];

/** A test app with a budget of 4 API calls a minute and 2 SMS codes an hour per IP. */
function withApp(env: Record<string, string>) {
  const ctx: { t: TestApp; now: number } = { t: undefined as unknown as TestApp, now: Date.now() };
  beforeAll(async () => {
    ctx.t = await makeTestApp({ RATE_LIMIT_MAX: '4', ...env });
    ctx.t.app.shop.sms.limits.perIpPerHour = 2;
  });
  afterAll(async () => {
    await ctx.t.close();
  });
  afterEach(() => {
    // A fresh API window for the next test.
    ctx.now += 61_000;
    ctx.t.app.apiRateLimiter.clock = () => ctx.now;
  });
  const send = (url: string, payload: Record<string, unknown>, xff: string | undefined, remoteAddress = PROXY) =>
    ctx.t.app.inject({ method: 'POST', url, remoteAddress, headers: xff ? { 'x-forwarded-for': xff } : {}, payload: { group_id: 2, ...payload } });
  return {
    ctx,
    cars: (xff?: string, remote?: string) => send(CARS, { type: 'displacement' }, xff, remote),
    login: (xff?: string) => send('/stage-api/api/user/mobilelogin', { mobile: uniquePhone(), captcha: '000000', consent: true }, xff),
    sms: (xff: string | undefined, mobile = uniquePhone()) => send('/stage-api/api/sms/send', { mobile }, xff),
    /** The address the SMS service recorded for the last code sent to `mobile`. */
    smsIp: async (mobile: string) =>
      (await ctx.t.db.db.selectFrom('sms_codes').select('ip').where('phone', '=', mobile).executeTakeFirstOrThrow()).ip,
  };
}

describe.each([
  { trust: '1', name: 'one hop' },
  { trust: '127.0.0.1/32', name: 'the proxy’s address' },
])('TRUST_PROXY=$trust ($name)', ({ trust }) => {
  const h = withApp({ TRUST_PROXY: trust });

  it('counts the API budget per forwarded client, catalog reads and plugin-limited calls alike', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    const statuses = [(await h.cars(A)).statusCode, (await h.login(A)).statusCode, (await h.cars(A)).statusCode, (await h.login(A)).statusCode];
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await h.cars(A)).statusCode).toBe(429);
    expect((await h.login(A)).statusCode).toBe(429);
    // Another client behind the same proxy has a budget of its own.
    expect((await h.cars(B)).statusCode).toBe(200);
    expect((await h.login(B)).statusCode).toBe(200);
  });

  it('caps SMS codes per forwarded client and records the client’s address', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    const phone = uniquePhone();
    expect((await h.sms(A, phone)).json()).toMatchObject({ code: 1 });
    expect(await h.smsIp(phone)).toBe(A);
    expect((await h.sms(A)).json()).toMatchObject({ code: 1 });
    expect((await h.sms(A)).statusCode).toBe(429);
    expect((await h.sms(B)).json()).toMatchObject({ code: 1 });
  });
});

describe('TRUST_PROXY=1 trusts exactly one hop', () => {
  const h = withApp({ TRUST_PROXY: '1' });

  it('takes the address the proxy appended, not one the client put in front', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    const phone = uniquePhone();
    // The client sent "X-Forwarded-For: 10.0.0.1"; nginx appended the address it saw ($proxy_add_x_forwarded_for).
    expect((await h.sms(`10.0.0.1, ${A}`, phone)).json()).toMatchObject({ code: 1 });
    expect(await h.smsIp(phone)).toBe(A);
  });
});

describe('TRUST_PROXY=127.0.0.1/32 ignores the header from anyone but the proxy', () => {
  const h = withApp({ TRUST_PROXY: '127.0.0.1/32' });

  it('a direct client’s X-Forwarded-For changes nothing', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    for (let i = 0; i < 4; i++) expect((await h.cars(`${A}`, '192.0.2.9')).statusCode).toBe(200);
    expect((await h.cars(B, '192.0.2.9')).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  const h = withApp({});

  it('ignores a spoofed X-Forwarded-For: the budget is the socket address’s', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    for (let i = 0; i < 4; i++) expect((await h.cars(`198.51.100.${i}`)).statusCode).toBe(200);
    expect((await h.cars(A)).statusCode).toBe(429);
    expect((await h.login(B)).statusCode).toBe(429);
    expect((await h.cars(undefined, '192.0.2.10')).statusCode).toBe(200);
  });

  it('records and caps SMS codes by the socket address, whatever the header says', async () => {
    h.ctx.t.app.apiRateLimiter.clock = () => h.ctx.now;
    const phone = uniquePhone();
    expect((await h.sms(A, phone)).json()).toMatchObject({ code: 1 });
    expect(await h.smsIp(phone)).toBe(PROXY);
    expect((await h.sms(B)).json()).toMatchObject({ code: 1 });
    expect((await h.sms('192.0.2.77')).statusCode).toBe(429);
  });
});
