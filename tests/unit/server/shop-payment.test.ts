import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { addAddress, call, quickUser, sellable, type LoggedIn } from './shop-helpers.ts';
import { signPayload } from '../../../server/lib/payment-provider.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const G = 'addons/litestore/api.goods/';

/** A user with a pending goods order and an open sandbox payment session. */
async function pendingOrder(): Promise<{ user: LoggedIn; orderId: number; session: string; amount: number }> {
  const user = await quickUser(t);
  const part = await sellable(t, 'parts', false);
  await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, user.token);
  const addressId = await addAddress(t, user.token);
  const order = await call<{ order_id: number; total_cents: number }>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: addressId }, user.token);
  const pay = await call<{ session: string; pay_url: string; amount_cents: number }>(t, 'api/payment/create', { order_id: order.data.order_id }, user.token);
  expect(pay.data.pay_url).toBe(`/payment?order_id=${order.data.order_id}&sandbox=${pay.data.session}`);
  expect(pay.data.amount_cents).toBe(order.data.total_cents);
  return { user, orderId: order.data.order_id, session: pay.data.session, amount: order.data.total_cents };
}

const status = async (orderId: number) => (await t.db.db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', orderId).executeTakeFirstOrThrow());
const deliver = (body: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/stage-api/payment/callback', payload: body, headers: { 'content-type': 'application/json', ...headers } });

/** A correctly signed callback for an order, at `nowMs`. */
function signed(o: { orderId: number; session: string; amount: number }, nowMs = Date.now()) {
  return t.app.shop.sandbox!.signedCallback({ session: o.session, order_id: o.orderId, amount_cents: o.amount }, nowMs);
}

describe('sandbox payment', () => {
  it('pays through the sandbox: the signed callback marks the order paid, the result page sees it', async () => {
    const o = await pendingOrder();
    const s = await call<{ status: string; amount_cents: number }>(t, 'api/payment/sandbox_session', { session: o.session }, o.user.token);
    expect(s.data).toMatchObject({ status: 'open', amount_cents: o.amount });
    const paid = await call<{ status: string }>(t, 'api/payment/sandbox_pay', { session: o.session, action: 'pay' }, o.user.token);
    expect(paid.data.status).toBe('paid');
    const result = await call<{ status: string; paid_at: string }>(t, `${G}pay_order_return`, { order_id: o.orderId }, o.user.token);
    expect(result.data.status).toBe('paid');
    expect(result.data.paid_at).toBeTruthy();
    expect((await call(t, 'api/payment/create', { order_id: o.orderId }, o.user.token)).code).toBe(0);
  });

  it('cancel leaves the order pending and payable again', async () => {
    const o = await pendingOrder();
    const c = await call<{ status: string }>(t, 'api/payment/sandbox_pay', { session: o.session, action: 'cancel' }, o.user.token);
    expect(c.data.status).toBe('cancelled');
    expect((await status(o.orderId)).status).toBe('pending');
    expect((await call(t, 'api/payment/sandbox_pay', { session: o.session }, o.user.token)).code).toBe(0);
    expect((await call(t, 'api/payment/create', { order_id: o.orderId }, o.user.token)).code).toBe(1);
  });
});

describe('payment callback', () => {
  it('a forged signature changes nothing', async () => {
    const o = await pendingOrder();
    const cb = signed(o);
    const forged = signPayload('not-the-secret', cb.headers['x-timestamp'], cb.body);
    const r = await deliver(cb.body, { 'x-timestamp': cb.headers['x-timestamp'], 'x-signature': forged });
    expect(r.statusCode).toBe(401);
    expect((await deliver(cb.body, { 'x-timestamp': cb.headers['x-timestamp'] })).statusCode).toBe(401);
    // Tampered body under a genuine signature.
    const tampered = cb.body.replace(`"amount_cents":${o.amount}`, '"amount_cents":1');
    expect((await deliver(tampered, cb.headers)).statusCode).toBe(401);
    // A different raw encoding of the same JSON is a different body: the HMAC is over raw bytes.
    expect((await deliver(`${cb.body} `, cb.headers)).statusCode).toBe(401);
    expect((await status(o.orderId)).status).toBe('pending');
  });

  it('a stale (or far-future) timestamp changes nothing', async () => {
    const o = await pendingOrder();
    const old = signed(o, Date.now() - 6 * 60_000);
    expect((await deliver(old.body, old.headers)).statusCode).toBe(400);
    const future = signed(o, Date.now() + 6 * 60_000);
    expect((await deliver(future.body, future.headers)).statusCode).toBe(400);
    expect((await status(o.orderId)).status).toBe('pending');
  });

  it('a replayed event is acknowledged once and changes nothing the second time', async () => {
    const o = await pendingOrder();
    const cb = signed(o);
    const first = await deliver(cb.body, cb.headers);
    expect(first.json()).toMatchObject({ code: 1, data: { duplicate: false } });
    const paidAt = (await status(o.orderId)).paid_at;
    const replay = await deliver(cb.body, cb.headers);
    expect(replay.json()).toMatchObject({ code: 1, data: { duplicate: true } });
    expect((await status(o.orderId)).paid_at).toBe(paidAt);
    const events = await t.db.db.selectFrom('payment_events').select('id').where('order_id', '=', o.orderId).execute();
    expect(events).toHaveLength(1);
  });

  it('a replayed event id after the order is reset stays ignored; a wrong amount is refused', async () => {
    const o = await pendingOrder();
    const cb = signed(o);
    await deliver(cb.body, cb.headers);
    await t.db.db.updateTable('orders').set({ status: 'pending', paid_at: null }).where('id', '=', o.orderId).execute();
    expect((await deliver(cb.body, cb.headers)).json()).toMatchObject({ data: { duplicate: true } });
    expect((await status(o.orderId)).status).toBe('pending');
    const cheap = t.app.shop.sandbox!.signedCallback({ session: o.session, order_id: o.orderId, amount_cents: 1 });
    expect((await deliver(cheap.body, cheap.headers)).statusCode).toBe(400);
    expect((await status(o.orderId)).status).toBe('pending');
  });

  it('bad bodies get 4xx envelopes', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/stage-api/payment/callback', payload: 'x', headers: { 'content-type': 'text/plain' } })).statusCode).toBeLessThan(500);
    const ts = String(Math.floor(Date.now() / 1000));
    const notJson = await deliver('{nope', { 'x-timestamp': ts, 'x-signature': signPayload('x', ts, '{nope') });
    expect(notJson.statusCode).toBe(401);
    expect((await call(t, 'api/payment/create', { order_id: 'one' })).status).toBe(400);
    expect((await call(t, 'api/payment/sandbox_pay', { session: '../../etc' })).status).toBe(400);
  });
});
