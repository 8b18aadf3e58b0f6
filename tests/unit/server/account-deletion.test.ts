import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { addAddress, call, quickUser, sellable, smsLogin, uniquePhone } from './shop-helpers.ts';
import { dayAhead, seedIds } from './service-support.ts';
import { smallPng, uploadOne } from './upload-support.ts';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-delete-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const G = 'addons/litestore/api.goods/';

/** A user who has left personal data in every corner: order, address, cart, post, upload, bookings. */
async function busyUser() {
  const phone = uniquePhone();
  const u = await smsLogin(t, phone);
  const ids = await seedIds(t);
  const part = await sellable(t, 'parts', false);
  await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, u.token);
  const addressId = await addAddress(t, u.token);
  const order = await call<{ order_id: number }>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: addressId }, u.token);
  expect(order.code, order.msg).toBe(1);
  await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, u.token);
  const up = (await uploadOne(t, u.token, await smallPng())).json() as { data: { url: string } };
  expect((await call(t, 'api/post/create', { title: '我的游记', content: '私人内容', image_urls: [up.data.url] }, u.token)).code).toBe(1);
  const drive = { car_model_id: ids.modelId, store_id: ids.storeId, date: dayAhead(8), time: '09:00-10:30', name: '王小明', phone, consent: true };
  expect((await call(t, 'api/stores/app_test_drive', drive, u.token)).code).toBe(1);
  // Logged out, with the same phone: still this person's data.
  expect((await call(t, 'api/rescue/fill_rescue', { name: '王小明', phone, address: '翠湖', description: '爆胎', consent: true })).code).toBe(1);
  return { ...u, phone, orderId: order.data.order_id, file: path.basename(up.data.url) };
}

describe('api/user/delete_account', () => {
  it('deletes the personal data, anonymises orders, ends every session', async () => {
    const u = await busyUser();
    const other = await smsLogin(t);
    const db = t.db.db;
    const second = await quickUser(t, u.phone);
    const r = await call<{ deleted: boolean }>(t, 'api/user/delete_account', { lang: 1 }, u.token);
    expect(r).toMatchObject({ code: 1, msg: 'Your account and personal data have been deleted', data: { deleted: true } });
    // Both sessions of the account are gone; another user's is not.
    expect((await call(t, 'api/user/get_user_info', {}, u.token)).status).toBe(401);
    expect((await call(t, 'api/user/get_user_info', {}, second.token)).status).toBe(401);
    expect((await call(t, 'api/user/get_user_info', {}, other.token)).code).toBe(1);
    const user = await db.selectFrom('users').selectAll().where('id', '=', u.user_id).executeTakeFirstOrThrow();
    expect(user.phone).not.toContain(u.phone);
    expect(user.nickname).toBe('');
    expect(user.deleted_at).toBeTruthy();
    for (const table of ['addresses', 'cart_items', 'sessions', 'travel_posts', 'uploads'] as const) {
      const rows = await db
        .selectFrom(table as 'addresses')
        .select('id')
        .where('user_id', '=', u.user_id)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(await db.selectFrom('coupons').select('id').where('user_id', '=', u.user_id).where('used_order_id', 'is', null).execute()).toHaveLength(0);
    expect(await db.selectFrom('sms_codes').select('id').where('phone', '=', u.phone).execute()).toHaveLength(0);
    expect(await db.selectFrom('test_drive_bookings').select('id').where('phone', '=', u.phone).execute()).toHaveLength(0);
    expect(await db.selectFrom('test_drive_bookings').select('id').where('name', '=', '王小明').execute()).toHaveLength(0);
    expect(await db.selectFrom('rescue_requests').select('id').where('name', '=', '王小明').execute()).toHaveLength(0);
    expect(fs.existsSync(path.join(dataDir, 'uploads', u.file))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${u.file}` })).statusCode).toBe(404);
    // The order stays for the books: amounts and items, no name, phone or street.
    const order = await db.selectFrom('orders').selectAll().where('id', '=', u.orderId).executeTakeFirstOrThrow();
    expect(order.total_cents).toBeGreaterThan(0);
    expect(JSON.parse(order.address)).toEqual({ name: '', mobile: '', province: '云南省', city: '昆明市', district: '', detail: '' });
    expect(await db.selectFrom('order_items').select('id').where('order_id', '=', u.orderId).execute()).not.toHaveLength(0);
    // Only the withdrawal is left of the consents, with no phone.
    const consents = await db.selectFrom('consents').selectAll().where('user_id', '=', u.user_id).execute();
    expect(consents.map((c) => [c.action, c.phone])).toEqual([['withdrawn', '']]);
    expect(await db.selectFrom('consents').select('id').where('phone', '=', u.phone).execute()).toHaveLength(0);
    // The phone is free again: a new login makes a new, empty account.
    const again = await quickUser(t, u.phone);
    expect(again.user_id).not.toBe(u.user_id);
  });

  it('is race-safe and idempotent: two deletions at once delete once', async () => {
    const u = await smsLogin(t);
    const [a, b] = await Promise.all([0, 1].map(() => call(t, 'api/user/delete_account', {}, u.token)));
    expect([a.status, b.status].sort()).toEqual(a.status === 200 && b.status === 200 ? [200, 200] : [200, 401]);
    const withdrawals = await t.db.db
      .selectFrom('consents')
      .select('id')
      .where('user_id', '=', u.user_id)
      .where('action', '=', 'withdrawn')
      .execute();
    expect(withdrawals).toHaveLength(1);
    expect((await call(t, 'api/user/delete_account', {}, u.token)).status).toBe(401);
  });

  it('needs a session (401 in the request language)', async () => {
    const r = await call(t, 'api/user/delete_account', { lang: 1 });
    expect(r.status).toBe(401);
  });
});
