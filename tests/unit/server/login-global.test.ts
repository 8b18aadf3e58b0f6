import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, type LoggedIn } from './shop-helpers.ts';
import { canonicalPhone } from '../../../server/lib/phone.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.app.shop.sms.limits.perIpPerHour = 10_000;
});
afterAll(async () => {
  await t.close();
});

/** Sends a code to `mobile`, reads it back through the test sink endpoint with the same spelling, logs in. */
async function loginAs(mobile: string): Promise<LoggedIn> {
  const sent = await call(t, 'api/sms/send', { mobile });
  expect(sent.code, sent.msg).toBe(1);
  const sink = await call<{ code: string }>(t, '__test/sms', { mobile });
  const r = await call<LoggedIn>(t, 'api/user/mobilelogin', { mobile, captcha: sink.data.code, consent: true });
  expect(r.code, r.msg).toBe(1);
  return r.data;
}

describe('canonicalPhone', () => {
  it('keeps mainland numbers as 11 digits however they are spelt, others as E.164', () => {
    for (const raw of ['13800000000', '+8613800000000', '+86 138 0000 0000', '008613800000000', '8613800000000'])
      expect(canonicalPhone(raw)).toBe('13800000000');
    expect(canonicalPhone('+34 612 34 56 78')).toBe('+34612345678');
    expect(canonicalPhone('+44 7400 123456')).toBe('+447400123456');
    expect(canonicalPhone('+1 201 555 0123')).toBe('+12015550123'); // fixed-line-or-mobile
  });
  it('refuses landlines, short, unknown and countryless numbers', () => {
    for (const raw of ['+34912345678', '+861012345678', '12345', '612345678', '+3461234', '+999123456789', '1380000000x', '', '+'.padEnd(30, '1')]) {
      expect(canonicalPhone(raw), raw).toBeNull();
    }
  });
});

describe('global login', () => {
  it('a +34 number gets a code and logs in, stored as E.164', async () => {
    const user = await loginAs('+34612345678');
    expect(user.mobile).toBe('+34612345678');
    expect(user.token).toBeTruthy();
  });

  it('a +86 number gets a code and logs in', async () => {
    const user = await loginAs('+8613912340055');
    expect(user.mobile).toBe('13912340055');
  });

  it('+8613800000000 and 13800000000 are one account', async () => {
    const a = await loginAs('13800000000');
    // The resend cool-down counts per stored number, so the second spelling waits out the first's.
    const again = await call(t, 'api/sms/send', { mobile: '+86 138 0000 0000' });
    expect(again.code).toBe(0);
    const base = Date.now();
    t.app.shop.sms.clock = () => new Date(base + 61_000);
    const b = await loginAs('+8613800000000');
    t.app.shop.sms.clock = () => new Date();
    expect(b.user_id).toBe(a.user_id);
    const rows = await t.db.db.selectFrom('users').select('id').where('phone', 'in', ['13800000000', '+8613800000000']).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses invalid numbers with a 400 in the request language, naming the country code', async () => {
    for (const mobile of ['+34912345678', '+3461', '612345678', '+86 10 1234 5678']) {
      const zh = await call(t, 'api/sms/send', { mobile });
      expect(zh.status, mobile).toBe(400);
      expect(zh.msg).toContain('国家区号');
      const en = await call(t, 'api/sms/send', { mobile, lang: 1 });
      expect(en.msg).toContain('country code');
      expect(en.msg).not.toContain('11-digit');
    }
    const login = await call(t, 'api/user/mobilelogin', { mobile: '+34912345678', captcha: '123456', consent: true });
    expect(login.status).toBe(400);
  });
});
