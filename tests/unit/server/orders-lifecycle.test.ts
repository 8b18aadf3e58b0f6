import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, quickUser, smsLogin } from './shop-helpers.ts';
import { G, freshGoods, pendingOrder, readyBuyer, shiftClock, stockOf, type OrderAnswer } from './orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterEach(() => {
  if (t.app.orderLifecycle) shiftClock(t, 0);
});
afterAll(async () => {
  await t.close();
});

const TTL = 30 * 60_000;
const cancel = (orderId: number, token: string, lang = 0) => call<OrderAnswer>(t, 'api/user/cancel_order', { order_id: orderId, lang }, token);
const orderStatus = async (id: number) =>
  await t.db.db.selectFrom('orders').select(['status', 'paid_at', 'cancelled_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('unpaid orders expire', () => {
  it('an order carries its pay-before time; past it the sweep expires it and releases stock and coupon', async () => {
    const goods = await freshGoods(t, 150);
    const user = await smsLogin(t);
    await t.db.db.updateTable('goods').set({ kind: 'equip' }).where('id', '=', goods).execute();
    const coupon = (await call<{ id: number; code: string }[]>(t, 'api/user/get_user_coupon', {}, user.token)).data.find((c) => c.code === 'GEAR10');
    const b = await readyBuyer(t, goods, 75, user);
    const placed = await call<OrderAnswer>(
      t,
      `${G}create_order`,
      { client_key: crypto.randomUUID(), address_id: b.addressId, coupon_id: coupon?.id },
      user.token,
    );
    expect(placed).toMatchObject({ code: 1, data: { status: 'pending' } });
    expect(
      coupon && (await t.db.db.selectFrom('coupons').select('used_order_id').where('id', '=', coupon.id).executeTakeFirstOrThrow()).used_order_id,
    ).toBe(placed.data.order_id);
    const created = Date.parse(placed.data.expires_at ?? '') - TTL;
    expect(Math.abs(created - Date.now())).toBeLessThan(60_000);
    expect(await stockOf(t, goods)).toBe(75);

    shiftClock(t, TTL - 60_000);
    expect(await t.app.orderLifecycle.sweep()).toBe(0);
    shiftClock(t, TTL + 1000);
    expect(await t.app.orderLifecycle.sweep()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, goods)).toBe(150);
    expect((await orderStatus(placed.data.order_id)).status).toBe('expired');
    const coupons = await call<{ id: number; status: string }[]>(t, 'api/user/get_user_coupon', {}, user.token);
    expect(coupons.data.find((c) => c.id === coupon?.id)?.status).toBe('available');
    // A second sweep (another instance, the next tick) finds nothing more to release.
    expect(await t.app.orderLifecycle.sweep()).toBe(0);
    expect(await stockOf(t, goods)).toBe(150);
  });

  it('two unpaid orders no longer sell out an item forever: a later buyer gets it once they expire', async () => {
    const goods = await freshGoods(t, 150);
    await pendingOrder(t, goods, 75);
    await pendingOrder(t, goods, 75);
    expect(await stockOf(t, goods)).toBe(0);
    const late = await readyBuyer(t, goods, 1).catch(() => null);
    expect(late).toBeNull(); // sold out while they hold it
    await t.db.db.updateTable('goods').set({ stock: 1 }).where('id', '=', goods).execute();
    const c = await readyBuyer(t, goods, 1);
    await t.db.db.updateTable('goods').set({ stock: 0 }).where('id', '=', goods).execute();
    const refused = await call(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: c.addressId }, c.user.token);
    expect(refused.code).toBe(0);
    // Time runs out; no sweep has run yet: the buyer's order frees the held stock itself and goes through.
    await t.db.db.updateTable('goods').set({ stock: 0 }).where('id', '=', goods).execute();
    shiftClock(t, TTL + 1000);
    const r = await call<OrderAnswer>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: c.addressId }, c.user.token);
    expect(r.code).toBe(1);
    expect(await stockOf(t, goods)).toBe(149);
  });

  it('lists an expired order as expired, refuses to pay it, and a late payment does not mark it paid', async () => {
    const goods = await freshGoods(t, 20);
    const { user, order } = await pendingOrder(t, goods, 2);
    const pay = await call<{ session: string }>(t, 'api/payment/create', { order_id: order.order_id }, user.token);
    expect(pay.code).toBe(1);
    const info = await call<{ pending_count: number }>(t, 'api/user/get_user_info', {}, user.token);
    expect(info.data.pending_count).toBe(1);

    shiftClock(t, TTL + 1000);
    const listed = await call<{ list: OrderAnswer[] }>(t, 'api/user/get_order_list', {}, user.token);
    expect(listed.data.list[0]).toMatchObject({ order_id: order.order_id, status: 'expired', expires_at: null });
    expect((await call<{ pending_count: number }>(t, 'api/user/get_user_info', {}, user.token)).data.pending_count).toBe(0);
    // The payment gateway's success arrives just after the order expired: acknowledged, not applied.
    const cb = t.app.shop.sandbox!.signedCallback({ session: pay.data.session, order_id: order.order_id, amount_cents: order.total_cents });
    const res = await t.app.inject({ method: 'POST', url: '/stage-api/payment/callback', payload: cb.body, headers: cb.headers });
    expect(res.json()).toMatchObject({ code: 1, data: { applied: false } });
    // Recorded like a late Alipay payment: outcome 'late', for a refund.
    const ev = await t.db.db.selectFrom('payment_events').select(['provider', 'outcome']).where('order_id', '=', order.order_id).execute();
    expect(ev).toEqual([{ provider: 'sandbox', outcome: 'late' }]);
    expect((await orderStatus(order.order_id)).status).toBe('pending');
    const again = await call(t, 'api/payment/create', { order_id: order.order_id, lang: 1 }, user.token);
    expect(again).toMatchObject({ code: 0, msg: 'This order was not paid in time and has been cancelled' });
    expect((await orderStatus(order.order_id)).status).toBe('expired');
    expect(await stockOf(t, goods)).toBe(20);
    expect((await call(t, 'api/payment/sandbox_pay', { session: pay.data.session }, user.token)).code).toBe(0);
    expect((await call<{ status: string }>(t, `${G}pay_order_return`, { order_id: order.order_id }, user.token)).data.status).toBe('expired');
  });
});

describe('cancel_order', () => {
  it('cancels an unpaid order once: five concurrent cancels all answer it, stock and coupon come back once', async () => {
    const goods = await freshGoods(t, 30);
    const { user, order } = await pendingOrder(t, goods, 4);
    expect(await stockOf(t, goods)).toBe(26);
    const replies = await Promise.all([0, 1, 2, 3, 4].map(() => cancel(order.order_id, user.token)));
    for (const r of replies) expect(r.data).toMatchObject({ order_id: order.order_id, status: 'cancelled', expires_at: null });
    expect(replies.every((r) => r.code === 1)).toBe(true);
    expect(await stockOf(t, goods)).toBe(30);
    expect((await orderStatus(order.order_id)).cancelled_at).toBeTruthy();
    shiftClock(t, TTL + 1000);
    await t.app.orderLifecycle.sweep();
    expect(await stockOf(t, goods)).toBe(30);
    expect((await call(t, 'api/payment/create', { order_id: order.order_id, lang: 1 }, user.token)).msg).toBe('This order has been cancelled');
  });

  it('cancel racing the expiry sweep and a payment start releases exactly once', async () => {
    const goods = await freshGoods(t, 40);
    const orders = await Promise.all([0, 1, 2].map(() => pendingOrder(t, goods, 5)));
    expect(await stockOf(t, goods)).toBe(25);
    shiftClock(t, TTL + 1000);
    await Promise.all(
      orders.flatMap((o) => [
        cancel(o.order.order_id, o.user.token),
        t.app.orderLifecycle.sweep(),
        call(t, 'api/payment/create', { order_id: o.order.order_id }, o.user.token),
        cancel(o.order.order_id, o.user.token),
      ]),
    );
    expect(await stockOf(t, goods)).toBe(40);
    for (const o of orders) expect((await orderStatus(o.order.order_id)).status).toBe('expired');
  });

  it('cancel racing the payment: each order ends paid (stock kept) or cancelled (stock back), never both', async () => {
    const goods = await freshGoods(t, 100);
    const orders = [];
    for (let i = 0; i < 8; i += 1) {
      const o = await pendingOrder(t, goods, 3);
      const pay = await call<{ session: string }>(t, 'api/payment/create', { order_id: o.order.order_id }, o.user.token);
      orders.push({ ...o, session: pay.data.session });
    }
    expect(await stockOf(t, goods)).toBe(76);
    const outcomes = await Promise.all(
      orders.map(async (o, i) => {
        const cb = t.app.shop.sandbox!.signedCallback({ session: o.session, order_id: o.order.order_id, amount_cents: o.order.total_cents });
        const deliver = () => t.app.inject({ method: 'POST', url: '/stage-api/payment/callback', payload: cb.body, headers: cb.headers });
        // Half the races start the cancel first, half the payment.
        const c =
          i % 2
            ? (await Promise.all([cancel(o.order.order_id, o.user.token), deliver()]))[0]
            : (await Promise.all([deliver(), cancel(o.order.order_id, o.user.token)]))[1];
        return { c, s: await orderStatus(o.order.order_id) };
      }),
    );
    let paid = 0;
    for (const { c, s } of outcomes) {
      expect(['paid', 'cancelled']).toContain(s.status);
      if (s.status === 'paid') {
        paid += 1;
        expect(c.code).toBe(0);
      } else {
        expect(s.paid_at).toBeNull();
        expect(c.code).toBe(1);
      }
    }
    expect(await stockOf(t, goods)).toBe(100 - 3 * paid);
  });

  it('refuses paid and other users’ orders, bad input and anonymous calls; messages in both languages', async () => {
    const goods = await freshGoods(t, 10);
    const { user, order } = await pendingOrder(t, goods, 1);
    const other = await quickUser(t);
    expect(await cancel(order.order_id, other.token, 1)).toMatchObject({ code: 0, msg: 'Order not found' });
    expect((await orderStatus(order.order_id)).status).toBe('pending');
    const pay = await call<{ session: string }>(t, 'api/payment/create', { order_id: order.order_id }, user.token);
    expect((await call<{ status: string }>(t, 'api/payment/sandbox_pay', { session: pay.data.session }, user.token)).data.status).toBe('paid');
    expect(await cancel(order.order_id, user.token, 1)).toMatchObject({ code: 0, msg: 'This order has been paid and can no longer be cancelled' });
    expect(await cancel(order.order_id, user.token, 0)).toMatchObject({ code: 0, msg: '订单已支付，无法取消' });
    expect(await stockOf(t, goods)).toBe(9);
    expect((await call(t, 'api/user/cancel_order', { order_id: 'x' }, user.token)).status).toBe(400);
    expect((await call(t, 'api/user/cancel_order', {}, user.token)).status).toBe(400);
    expect((await call(t, 'api/user/cancel_order', { order_id: order.order_id })).status).toBe(401);
  });
});

describe('races on create_order and the cart', () => {
  it('ten concurrent create_order with one client key: one order, and every reply names it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const goods = await freshGoods(t, 50);
      const b = await readyBuyer(t, goods, 2);
      const key = crypto.randomUUID();
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => call<OrderAnswer>(t, `${G}create_order`, { client_key: key, address_id: b.addressId }, b.user.token)),
      );
      expect(replies.map((r) => r.msg).filter((m) => m !== 'ok')).toEqual([]);
      expect(new Set(replies.map((r) => r.data.order_id)).size).toBe(1);
      expect(replies.filter((r) => !r.data.duplicate)).toHaveLength(1);
      expect(await t.db.db.selectFrom('orders').select('id').where('user_id', '=', b.user.user_id).execute()).toHaveLength(1);
      expect(await stockOf(t, goods)).toBe(48);
    }
  });

  it('twenty concurrent adds of 10 units never pass the 99-per-item limit', async () => {
    const goods = await freshGoods(t, 500);
    const u = await quickUser(t);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call<{ quantity: number }>(t, `${G}add_car_goods`, { goods_id: goods, quantity: 10, lang: 1 }, u.token)),
    );
    const row = await t.db.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('user_id', '=', u.user_id)
      .where('goods_id', '=', goods)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(90);
    expect(replies.filter((r) => r.code === 1)).toHaveLength(9);
    expect(replies.filter((r) => r.code === 0).every((r) => r.msg === 'You can buy up to 99 of each item')).toBe(true);
  });

  it('concurrent adds are also capped by stock under 99', async () => {
    const goods = await freshGoods(t, 25);
    const u = await quickUser(t);
    const replies = await Promise.all(Array.from({ length: 10 }, () => call(t, `${G}add_car_goods`, { goods_id: goods, quantity: 10 }, u.token)));
    const row = await t.db.db
      .selectFrom('cart_items')
      .select('quantity')
      .where('user_id', '=', u.user_id)
      .where('goods_id', '=', goods)
      .executeTakeFirstOrThrow();
    expect(row.quantity).toBe(20);
    expect(replies.filter((r) => r.code === 1)).toHaveLength(2);
  });
});
