import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { addAddress, call, quickUser, sellable, smsLogin } from './shop-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
  t.app.shop.sms.limits.perIpPerHour = 10_000;
});
afterAll(async () => {
  await t.close();
});

const G = 'addons/litestore/api.goods/';
type CartLine = { cart_id: number; goods_id: number; quantity: number; goods_name: string; spec: string };
type Order = { order_id: number; order_no: string; status: string; total_cents: number; goods_cents: number; discount_cents: number; duplicate: boolean; items: { goods_id: number; quantity: number }[] };

describe('shop listing', () => {
  it('index lists kinds, categories and featured goods', async () => {
    const r = await call<{ kinds: { kind: string }[]; categories: { key: string; count: number }[]; featured: unknown[] }>(t, `${G}index`, { lang: 1 });
    expect(r.code).toBe(1);
    expect(r.data.kinds.map((k) => k.kind)).toEqual(['equip', 'parts']);
    expect(r.data.categories.length).toBeGreaterThan(5);
    expect(r.data.featured.length).toBeGreaterThan(0);
  });

  it('goods_list filters, sorts and pages', async () => {
    const all = await call<{ list: { price_cents: number; kind: string }[]; total: number }>(t, `${G}goods_list`, { kind: 'equip', sort: 'price_asc', page: 1, page_size: 5 });
    expect(all.data.list).toHaveLength(5);
    expect(all.data.list.every((g) => g.kind === 'equip')).toBe(true);
    const prices = all.data.list.map((g) => g.price_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = await call<{ list: unknown[]; total: number }>(t, `${G}goods_list`, { kind: 'equip', sort: 'price_asc', page: 2, page_size: 5 });
    expect(page2.data.total).toBe(all.data.total);
    const kw = await call<{ list: { name: string }[] }>(t, `${G}goods_list`, { keyword: 'HELMET', lang: 1 });
    expect(kw.data.list.length).toBeGreaterThan(0);
    expect(kw.data.list.some((g) => /helmet/i.test(g.name))).toBe(true);
    const cat = await call<{ list: { category: string }[] }>(t, `${G}goods_list`, { category: 'helmet', lang: 1 });
    expect(new Set(cat.data.list.map((g) => g.category))).toEqual(new Set(['Helmets']));
    expect((await call(t, `${G}goods_list`, { sort: 'cheapest' })).status).toBe(400);
    expect((await call(t, `${G}goods_list`, { page_size: 500 })).status).toBe(400);
  });
});

describe('cart', () => {
  it('adds a variant, refuses a parent with variants, limits by stock, edits and deletes', async () => {
    const u = await quickUser(t);
    const variant = await sellable(t, 'equip', true);
    const added = await call<{ cart_id: number; quantity: number; count: number }>(t, `${G}add_car_goods`, { goods_id: variant.id, quantity: 1 }, u.token);
    expect(added).toMatchObject({ code: 1, data: { quantity: 1, count: 1 } });
    const again = await call<{ quantity: number }>(t, `${G}add_car_goods`, { goods_id: variant.id, quantity: 2 }, u.token);
    expect(again.data.quantity).toBe(3);
    const parent = await call(t, `${G}add_car_goods`, { goods_id: variant.parent_id, quantity: 1 }, u.token);
    expect(parent.code).toBe(0);
    const tooMany = await call(t, `${G}edit_car_goods`, { cart_id: added.data.cart_id, quantity: Math.min(variant.stock + 1, 99) }, u.token);
    if (variant.stock < 99) expect(tooMany.code).toBe(0);
    expect((await call(t, `${G}edit_car_goods`, { cart_id: added.data.cart_id, quantity: 2 }, u.token)).code).toBe(1);
    const list = await call<CartLine[]>(t, `${G}get_car_goods`, {}, u.token);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ quantity: 2, goods_id: variant.id, spec: expect.any(String) });
    expect(list.data[0].spec.length).toBeGreaterThan(0);
    expect((await call(t, 'api/user/delete_car_goods', { cart_id: added.data.cart_id }, u.token)).code).toBe(1);
    expect((await call<CartLine[]>(t, `${G}get_car_goods`, {}, u.token)).data).toHaveLength(0);
  });

  it('refuses sold-out goods and bad input with 4xx', async () => {
    const u = await quickUser(t);
    const out = await t.db.db.selectFrom('goods').select('id').where('stock', '=', 0).where('parent_id', 'is not', null).executeTakeFirstOrThrow();
    expect((await call(t, `${G}add_car_goods`, { goods_id: out.id, quantity: 1 }, u.token)).code).toBe(0);
    for (const body of [{ goods_id: 'x', quantity: 1 }, { goods_id: 1, quantity: 0 }, { goods_id: 1, quantity: 1000 }, { goods_id: 1 }, { goods_id: -1, quantity: 1 }]) {
      expect((await call(t, `${G}add_car_goods`, body, u.token)).status).toBe(400);
    }
    expect((await call(t, `${G}add_car_goods`, { goods_id: 1, quantity: 1 })).status).toBe(401);
    expect((await call(t, `${G}create_order`, { client_key: 'short', address_id: 1 }, u.token)).status).toBe(400);
    expect((await call(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: '1' }, u.token)).status).toBe(400);
    expect((await call(t, 'api/user/add_and_edit_delivery_address', { name: 'A', mobile: '123', province: 'p', city: 'c', detail: 'd' }, u.token)).status).toBe(400);
    expect((await call(t, 'api/user/add_and_edit_delivery_address', { name: '  ', mobile: '13800138000', province: 'p', city: 'c', detail: 'd' }, u.token)).status).toBe(400);
  });
});

describe('orders', () => {
  it('creates an order with server prices and a coupon, clears the cart and decrements stock', async () => {
    const u = await smsLogin(t);
    const gear = await sellable(t, 'equip', true);
    const part = await sellable(t, 'parts', false);
    await call(t, `${G}add_car_goods`, { goods_id: gear.id, quantity: 2 }, u.token);
    await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, u.token);
    const addressId = await addAddress(t, u.token);
    const coupons = await call<{ id: number; code: string; status: string }[]>(t, 'api/user/get_user_coupon', {}, u.token);
    const gear10 = coupons.data.find((c) => c.code === 'GEAR10');
    expect(gear10?.status).toBe('available');
    const r = await call<Order>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: addressId, coupon_id: gear10?.id, total: 1 }, u.token);
    expect(r.code).toBe(1);
    const expectedGoods = gear.price_cents * 2 + part.price_cents;
    expect(r.data).toMatchObject({ status: 'pending', goods_cents: expectedGoods, discount_cents: Math.floor((gear.price_cents * 2 * 10) / 100) });
    expect(r.data.total_cents).toBe(expectedGoods - r.data.discount_cents);
    expect((await call<CartLine[]>(t, `${G}get_car_goods`, {}, u.token)).data).toHaveLength(0);
    const after = await t.db.db.selectFrom('goods').select('stock').where('id', '=', gear.id).executeTakeFirstOrThrow();
    expect(after.stock).toBe(gear.stock - 2);
    const used = await call<{ id: number; status: string }[]>(t, 'api/user/get_user_coupon', {}, u.token);
    expect(used.data.find((c) => c.id === gear10?.id)?.status).toBe('used');
    const listed = await call<{ list: Order[]; total: number }>(t, 'api/user/get_order_list', {}, u.token);
    expect(listed.data.list.map((o) => o.order_id)).toEqual([r.data.order_id]);
  });

  it('a double-submitted create_order (same client key) creates one order', async () => {
    const u = await quickUser(t);
    const part = await sellable(t, 'parts', false);
    await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, u.token);
    const addressId = await addAddress(t, u.token);
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => call<Order>(t, `${G}create_order`, { client_key: key, address_id: addressId }, u.token)));
    const c = await call<Order>(t, `${G}create_order`, { client_key: key, address_id: addressId }, u.token);
    expect([a.code, b.code, c.code]).toEqual([1, 1, 1]);
    expect(new Set([a.data.order_id, b.data.order_id, c.data.order_id]).size).toBe(1);
    expect(c.data.duplicate).toBe(true);
    const rows = await t.db.db.selectFrom('orders').select('id').where('user_id', '=', u.user_id).execute();
    expect(rows).toHaveLength(1);
  });

  it('50 concurrent buyers of the last 10 items: exactly 10 sold, stock 0, never negative', async () => {
    const part = await sellable(t, 'parts', false);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => quickUser(t)));
    const addresses: number[] = [];
    for (const b of buyers) {
      expect((await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, b.token)).code).toBe(1);
      addresses.push(await addAddress(t, b.token));
    }
    await t.db.db.updateTable('goods').set({ stock: 10 }).where('id', '=', part.id).execute();
    const results = await Promise.all(buyers.map((b, i) => call<Order>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: addresses[i] }, b.token)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.code === 1)).toHaveLength(10);
    expect(results.filter((r) => r.code === 0)).toHaveLength(40);
    const stock = await t.db.db.selectFrom('goods').select('stock').where('id', '=', part.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(0);
    const sold = await t.db.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.quantity')
      .where('order_items.goods_id', '=', part.id)
      .where('orders.user_id', 'in', buyers.map((b) => b.user_id))
      .execute();
    expect(sold.reduce((s, x) => s + x.quantity, 0)).toBe(10);
    // The 40 refused buyers keep their cart line.
    const left = await t.db.db.selectFrom('cart_items').select('id').where('goods_id', '=', part.id).where('user_id', 'in', buyers.map((b) => b.user_id)).execute();
    expect(left).toHaveLength(40);
  });

  it('reserves a motorcycle with the server-set deposit', async () => {
    const u = await quickUser(t);
    const model = await t.db.db.selectFrom('car_models').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const version = await t.db.db.selectFrom('car_versions').select('id').where('car_model_id', '=', model.id).executeTakeFirstOrThrow();
    const store = await t.db.db.selectFrom('stores').select('id').executeTakeFirstOrThrow();
    const color = (JSON.parse(model.colors) as { slug: string }[])[0].slug;
    const r = await call<Order & { vehicle: { model_name: string } }>(t, `${G}car_buy`, { car_model_id: model.id, version_id: version.id, color, store_id: store.id, deposit: 1, lang: 1 }, u.token);
    expect(r.code).toBe(1);
    expect(r.data.total_cents).toBe(200_000);
    expect(r.data.vehicle.model_name).toBe(model.name_en);
    expect((await call(t, `${G}car_buy`, { car_model_id: model.id, version_id: version.id, color: 'no-such-colour', store_id: store.id }, u.token)).code).toBe(0);
  });
});

describe('authorization: user B cannot read or change user A’s data', () => {
  it('cart, addresses, orders, coupons and payments answer "not found" and stay untouched', async () => {
    const a = await smsLogin(t);
    const b = await smsLogin(t);
    const part = await sellable(t, 'parts', false);
    const gear = await sellable(t, 'equip', true);
    const aPartLine = (await call<{ cart_id: number }>(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, a.token)).data.cart_id;
    const aLine = (await call<{ cart_id: number }>(t, `${G}add_car_goods`, { goods_id: gear.id, quantity: 1 }, a.token)).data.cart_id;
    const aAddress = await addAddress(t, a.token);
    const aCoupon = (await call<{ id: number }[]>(t, 'api/user/get_user_coupon', {}, a.token)).data[0].id;
    const order = await call<Order>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: aAddress, cart_ids: [aPartLine] }, a.token);
    expect(order.code).toBe(1);
    const orderId = order.data.order_id;
    const pay = await call<{ session: string }>(t, 'api/payment/create', { order_id: orderId }, a.token);

    const refused = [
      await call(t, `${G}edit_car_goods`, { cart_id: aLine, quantity: 3 }, b.token),
      await call(t, 'api/user/delete_car_goods', { cart_id: aLine }, b.token),
      await call(t, `${G}delete_car_goods`, { cart_id: aLine }, b.token),
      await call(t, 'api/user/get_order_detail', { order_id: orderId }, b.token),
      await call(t, `${G}pay_order_return`, { order_id: orderId }, b.token),
      await call(t, 'api/payment/create', { order_id: orderId }, b.token),
      await call(t, 'api/payment/sandbox_session', { session: pay.data.session }, b.token),
      await call(t, 'api/payment/sandbox_pay', { session: pay.data.session }, b.token),
      await call(t, 'api/user/add_and_edit_delivery_address', { id: aAddress, name: 'B', mobile: '13900000000', province: 'x', city: 'y', detail: 'z' }, b.token),
      await call(t, 'api/user/delete_delivery_address', { id: aAddress }, b.token),
      await call(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: aAddress }, b.token),
    ];
    for (const r of refused) expect(r).toMatchObject({ status: 200, code: 0 });
    await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, b.token);
    const bAddress = await addAddress(t, b.token);
    const withACoupon = await call(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: bAddress, coupon_id: aCoupon }, b.token);
    expect(withACoupon.code).toBe(0);
    const withACart = await call(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: bAddress, cart_ids: [aLine] }, b.token);
    expect(withACart.code).toBe(0);

    expect((await call<CartLine[]>(t, `${G}get_car_goods`, {}, b.token)).data.map((l) => l.cart_id)).not.toContain(aLine);
    expect((await call<{ id: number }[]>(t, 'api/user/get_delivery_address', {}, b.token)).data.map((x) => x.id)).not.toContain(aAddress);
    expect((await call<{ list: Order[] }>(t, 'api/user/get_order_list', {}, b.token)).data.list).toHaveLength(0);
    expect((await call<{ id: number }[]>(t, 'api/user/get_user_coupon', {}, b.token)).data.map((c) => c.id)).not.toContain(aCoupon);

    const aCart = await call<CartLine[]>(t, `${G}get_car_goods`, {}, a.token);
    expect(aCart.data.find((l) => l.cart_id === aLine)?.quantity).toBe(1);
    const aAddr = await call<{ id: number; name: string }[]>(t, 'api/user/get_delivery_address', {}, a.token);
    expect(aAddr.data.find((x) => x.id === aAddress)?.name).toBe('张三');
    expect((await call<Order>(t, 'api/user/get_order_detail', { order_id: orderId }, a.token)).data.status).toBe('pending');
  });
});
