import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, uniquePhone } from './shop-helpers.ts';
import { dayAhead, phoneNo, seedIds } from './service-support.ts';
import { PRIVACY_POLICY_VERSION } from '../../../src/config/privacy.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;
beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
});
afterAll(async () => {
  await t.close();
});

const consentsOf = (phone: string) => t.db.db.selectFrom('consents').selectAll().where('phone', '=', phone).execute();

describe('consent at SMS login', () => {
  it('refuses a login without consent (both languages), keeps the code usable, and records it with version and time', async () => {
    const phone = uniquePhone();
    expect((await call(t, 'api/sms/send', { mobile: phone })).code).toBe(1);
    const code = t.app.shop.smsSink?.latest(phone)?.code as string;
    const zh = await call(t, 'api/user/mobilelogin', { mobile: phone, captcha: code });
    expect(zh.status).toBe(400);
    expect(zh.msg).toContain('隐私政策');
    const en = await call(t, 'api/user/mobilelogin', { mobile: phone, captcha: code, consent: false, lang: 1 });
    expect(en.status).toBe(400);
    expect(en.msg).toBe('Please read and agree to the Privacy Policy and Terms of Use first');
    expect(await t.db.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()).toBeUndefined();
    const before = new Date().toISOString();
    const ok = await call<{ token: string; user_id: number }>(t, 'api/user/mobilelogin', { mobile: phone, captcha: code, consent: true });
    expect(ok.code).toBe(1);
    const rows = await consentsOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: ok.data.user_id, purpose: 'login', policy_version: PRIVACY_POLICY_VERSION, action: 'granted' });
    expect(rows[0].created_at >= before).toBe(true);
  });

  it('refuses a consent that is not a boolean with a 400 envelope', async () => {
    const r = await call(t, 'api/user/mobilelogin', { mobile: uniquePhone(), captcha: '123456', consent: 'yes' });
    expect(r.status).toBe(400);
  });
});

const forms: [string, string, () => Record<string, unknown>][] = [
  [
    'api/stores/app_test_drive',
    'test_drive',
    () => ({ car_model_id: ids.modelId, store_id: ids.storeId, date: dayAhead(7), time: '09:00-10:30', name: '试驾人' }),
  ],
  [
    'api/repair/appoint',
    'maintenance',
    () => ({ car_model_id: ids.modelId, store_id: ids.storeId, date: dayAhead(5), time_slot: '09:00-10:30', mileage_km: 100, name: '保养人' }),
  ],
  ['api/rescue/fill_rescue', 'rescue', () => ({ name: '救援人', address: '昆明', description: '爆胎' })],
  ['api/stores/saled_feedback', 'feedback', () => ({ rating: 5, content: '很好' })],
  ['api/service/theft_security_service', 'theft_security', () => ({ name: '防盗人' })],
  ['api/service/extented_service', 'extended_warranty', () => ({ name: '延保人', plan_id: 'ew-powertrain-1y' })],
  ['api/service/used_car', 'used_car', () => ({ brand: '本田', model: 'CB400', year: 2019, mileage_km: 2300, city: '昆明', name: '二手' })],
  ['api/service/financial_enquiry', 'finance', () => ({ name: '金融人', plan_id: 'fin-zero-12' })],
  ['api/stores/direct_join', 'franchise', () => ({ name: '加盟人', city: '成都' })],
];

describe.each(forms)('consent on %s', (path, purpose, body) => {
  it('refuses without consent (nothing stored) and stores the consent with the submission', async () => {
    const phone = phoneNo();
    const refused = await t.post(path, { ...body(), phone, lang: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toMatch(/Privacy Policy/);
    expect(await consentsOf(phone)).toHaveLength(0);
    const accepted = (await t.post(path, { ...body(), phone, consent: true })).json();
    expect(accepted.code, accepted.msg).toBe(1);
    const rows = await consentsOf(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose, policy_version: PRIVACY_POLICY_VERSION, action: 'granted' });
    expect(Date.now() - Date.parse(rows[0].created_at)).toBeLessThan(60_000);
  });
});

describe('consent on api/activity/join_activity', () => {
  it('refuses a sign-up without consent and records it with one', async () => {
    const phone = uniquePhone();
    const s = await call<{ token: string; user_id: number }>(t, '__test/session', { phone });
    const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const ev = await t.db.db.selectFrom('activities').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.db.updateTable('activities').set({ signup_deadline: future, ends_at: future }).where('id', '=', ev.id).execute();
    const form = { activity_id: ev.id, name: '报名人', phone };
    expect((await t.post('api/activity/join_activity', form, s.data.token)).statusCode).toBe(400);
    expect(await t.db.db.selectFrom('activity_signups').select('id').where('user_id', '=', s.data.user_id).execute()).toHaveLength(0);
    expect((await t.post('api/activity/join_activity', { ...form, consent: true }, s.data.token)).json().code).toBe(1);
    const rows = await consentsOf(phone);
    expect(rows.map((r) => [r.purpose, r.user_id, r.policy_version])).toEqual([['event_signup', s.data.user_id, PRIVACY_POLICY_VERSION]]);
  });
});
