// Forms for people accept the same phone numbers as the login: mainland with or without +86, and
// other countries in E.164 (+34, +852, +1); stored as the login stores them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { dayAhead, makeUser, seedIds } from './service-support.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;
beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
});
afterAll(async () => {
  await t.close();
});

const NUMBERS: [string, string][] = [
  ['+34 612 345 678', '+34612345678'],
  ['+852 5123 4567', '+85251234567'],
  ['+1 415 555 2671', '+14155552671'],
  ['138 0013 8000', '13800138000'],
  ['+86 139 0000 1111', '13900001111'],
];

let day = 3;
const testRide = (phone: string) => ({
  consent: true,
  car_model_id: ids.modelId,
  store_id: ids.storeId,
  date: dayAhead(day++),
  time: '10:30-12:00',
  name: 'Ana',
  phone,
});

describe('phone numbers in forms', () => {
  it.each(NUMBERS)('test-ride booking accepts %s, stored as %s', async (typed, stored) => {
    const r = await t.post('api/stores/app_test_drive', testRide(typed));
    expect(r.json()).toMatchObject({ code: 1 });
    const row = await t.db.db.selectFrom('test_drive_bookings').select('phone').where('id', '=', r.json().data.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe(stored);
  });

  it.each(['+34 12', '12345', '0034 912 345 678 999', '+86 010 1234 5678'])('test-ride booking refuses %s with a 400 message', async (typed) => {
    const r = await t.post('api/stores/app_test_drive', { ...testRide(typed), lang: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toMatch(/country code/);
  });

  it('club sign-up accepts a Spanish number', async () => {
    const u = await makeUser(t);
    const ev = await t.db.db.selectFrom('activities').select('id').where('slug', '=', 'yunnan-grand-loop-2027').executeTakeFirstOrThrow();
    const r = await t.post('api/activity/join_activity', { consent: true, activity_id: ev.id, name: 'Ana', phone: '+34 612 345 678' }, u.token);
    expect(r.json()).toMatchObject({ code: 1 });
  });

  it('a delivery address takes a Hong Kong number and still refuses nonsense', async () => {
    const u = await makeUser(t);
    const base = { name: 'Ana', province: '云南省', city: '昆明市', detail: '滇池路 1 号' };
    const ok = await t.post('api/user/add_and_edit_delivery_address', { ...base, mobile: '+852 5123 4567' }, u.token);
    expect(ok.json()).toMatchObject({ code: 1, data: { mobile: expect.stringContaining('5123') } });
    const bad = await t.post('api/user/add_and_edit_delivery_address', { ...base, mobile: '123' }, u.token);
    expect(bad.statusCode).toBe(400);
  });
});
