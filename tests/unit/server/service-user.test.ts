import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { dayAhead, makeUser, phoneNo, seedIds } from './service-support.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;
let alice: Awaited<ReturnType<typeof makeUser>>;
let bob: Awaited<ReturnType<typeof makeUser>>;
let aliceBooking: number;

beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
  alice = await makeUser(t);
  bob = await makeUser(t);
  const booking = await t.post(
    'api/repair/appoint',
    {
      consent: true,
      car_model_id: ids.modelId,
      store_id: ids.storeId,
      date: dayAhead(4),
      time_slot: '15:00-16:30',
      mileage_km: 12000,
      name: 'Alice',
      phone: alice.phone,
    },
    alice.token,
  );
  aliceBooking = booking.json().data.id;
  await t.post(
    'api/stores/app_test_drive',
    { consent: true, car_model_id: ids.modelId, store_id: ids.storeId, date: dayAhead(6), time: '09:00-10:30', name: 'Alice', phone: alice.phone },
    alice.token,
  );
  await t.post(
    'api/rescue/fill_rescue',
    { consent: true, name: 'Alice', phone: alice.phone, address: 'G214, km 1820', description: 'Chain snapped' },
    alice.token,
  );
  await t.post('api/service/extented_service', { consent: true, name: 'Alice', phone: alice.phone, plan_id: 'ew-premier-3y' }, alice.token);
  await t.post('api/stores/saled_feedback', { consent: true, rating: 4, content: 'Quick and friendly' }, alice.token);
  // Logged out, same phone: not Alice's record (records belong to the account that made them).
  await t.post('api/repair/appoint', {
    consent: true,
    car_model_id: ids.modelId,
    store_id: ids.storeId,
    date: dayAhead(9),
    time_slot: '15:00-16:30',
    mileage_km: 100,
    name: 'Anon',
    phone: phoneNo(),
  });
});
afterAll(async () => {
  await t.close();
});

describe('user-centre service records', () => {
  it('lists only the rider’s own service bookings, localized', async () => {
    const zh = (await t.post('api/user/maintenance', { lang: 0 }, alice.token)).json();
    expect(zh.code).toBe(1);
    expect(zh.data).toHaveLength(1);
    expect(zh.data[0]).toMatchObject({ id: aliceBooking, mileage_km: 12000, time_slot: '15:00-16:30', status: 'received' });
    const en = (await t.post('api/user/maintenance', { lang: 1 }, alice.token)).json();
    expect(en.data[0].store_name).not.toBe(zh.data[0].store_name);
    expect((await t.post('api/user/maintenance', {}, bob.token)).json().data).toEqual([]);
  });

  it('shows a booking’s detail to its owner only', async () => {
    expect((await t.post('api/user/maintenance_detail', { id: aliceBooking }, alice.token)).json()).toMatchObject({
      code: 1,
      data: { id: aliceBooking, name: 'Alice' },
    });
    const other = (await t.post('api/user/maintenance_detail', { id: aliceBooking, lang: 1 }, bob.token)).json();
    expect(other).toEqual({ code: 0, msg: 'No such record', data: null });
    expect((await t.post('api/user/maintenance_detail', { id: 'x' }, alice.token)).statusCode).toBe(400);
    expect((await t.post('api/user/maintenance_detail', {}, alice.token)).statusCode).toBe(400);
  });

  it('lists the rider’s test rides and all after-sales records', async () => {
    const drives = (await t.post('api/user/get_zsjc_test_drive', { lang: 1 }, alice.token)).json();
    expect(drives.data).toHaveLength(1);
    expect(drives.data[0]).toMatchObject({ time: '09:00-10:30', status: 'received' });
    expect((await t.post('api/user/get_zsjc_test_drive', {}, bob.token)).json().data).toEqual([]);
    const all = (await t.post('api/user/after_sale_list', { lang: 1 }, alice.token)).json();
    expect(all.data.map((r: { kind: string }) => r.kind).sort()).toEqual(['extended_warranty', 'feedback', 'maintenance', 'rescue']);
    expect(all.data.find((r: { kind: string }) => r.kind === 'extended_warranty')).toMatchObject({
      title: 'Extended warranty',
      summary: 'Premier +3 years',
    });
    expect((await t.post('api/user/after_sale_list', {}, bob.token)).json().data).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    for (const path of ['api/user/maintenance', 'api/user/get_zsjc_test_drive', 'api/user/after_sale_list']) {
      expect((await t.post(path, {})).statusCode).toBe(401);
      expect((await t.post(path, {}, 'deadbeef'.repeat(4))).statusCode).toBe(401);
    }
    expect((await t.post('api/user/maintenance_detail', { id: aliceBooking })).statusCode).toBe(401);
  });
});
