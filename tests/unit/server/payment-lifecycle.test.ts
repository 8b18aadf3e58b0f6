import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call } from './shop-helpers.ts';
import { beijing, startFakeAlipay, type FakeAlipay } from './payment-fake-alipay.ts';
import { freshGoods, pendingOrder, shiftClock, stockOf, type OrderAnswer } from './orders-helpers.ts';
import { ALIPAY_NOTIFY_PATH, beijingTime, yuanText } from '../../../server/lib/payment-alipay.ts';

/*
 * The order lifecycle (expiry, cancel_order) with a real gateway: a trade opened at Alipay must never
 * turn a released order into a paid one, and money that still arrives is recorded 'late' for a refund.
 */

const TTL = 30 * 60_000;
let fake: FakeAlipay;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeAlipay();
  t = await makeTestApp({
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: fake.appId,
    ALIPAY_PRIVATE_KEY: fake.app.privatePem,
    ALIPAY_PUBLIC_KEY: fake.alipay.publicPem,
    ALIPAY_GATEWAY: fake.gateway,
    PUBLIC_URL: 'https://shop.example.com',
  });
});
afterEach(() => shiftClock(t, 0));
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A pending order of 2 units with an Alipay trade opened for it. */
async function withTrade(stock = 10) {
  const goods = await freshGoods(t, stock);
  const { user, order } = await pendingOrder(t, goods, 2);
  const pay = await call<{ session: string; pay_url: string }>(t, 'api/payment/create', { order_id: order.order_id }, user.token);
  expect(pay.code, pay.msg).toBe(1);
  return { goods, user, order, outTradeNo: pay.data.session, payUrl: pay.data.pay_url };
}

const orderRow = (id: number) => t.db.db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirstOrThrow();
const events = (id: number) => t.db.db.selectFrom('payment_events').select(['event_id', 'outcome', 'provider']).where('order_id', '=', id).execute();
const session = (key: string) => t.db.db.selectFrom('payment_sessions').select(['status']).where('session_key', '=', key).executeTakeFirstOrThrow();
const cancel = (orderId: number, token: string) => call<OrderAnswer>(t, 'api/user/cancel_order', { order_id: orderId }, token);
const notify = (outTradeNo: string, tradeNo: string, cents: number) =>
  t.app.inject({
    method: 'POST',
    url: ALIPAY_NOTIFY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: fake.notifyBody({
      notify_time: beijing(Date.now()),
      trade_no: tradeNo,
      out_trade_no: outTradeNo,
      trade_status: 'TRADE_SUCCESS',
      total_amount: yuanText(cents),
    }),
  });

describe('Alipay and the order lifecycle', () => {
  it('the trade closes two minutes before the order expires, by the order’s own expiry', async () => {
    const { order, payUrl } = await withTrade();
    const biz = JSON.parse(new URL(payUrl).searchParams.get('biz_content') ?? '{}') as { time_expire?: string };
    expect(order.expires_at).toBeTruthy();
    expect(biz.time_expire).toBe(beijingTime(new Date(Date.parse(order.expires_at ?? '') - 2 * 60_000)));
  });

  it('cancel_order closes the open trade at Alipay', async () => {
    const { user, order, outTradeNo } = await withTrade();
    // The payer opened the cashier: Alipay knows the trade, waiting for the buyer.
    fake.trades.set(outTradeNo, {
      trade_no: `2026${crypto.randomInt(1e9)}`,
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: yuanText(order.total_cents),
    });
    const before = fake.requests.length;
    expect((await cancel(order.order_id, user.token)).data.status).toBe('cancelled');
    const closes = fake.requests.slice(before).filter((r) => r.method === 'alipay.trade.close');
    expect(closes).toHaveLength(1);
    expect(closes[0]?.signed).toBe(true);
    expect(JSON.parse(closes[0]?.params.biz_content ?? '{}')).toEqual({ out_trade_no: outTradeNo });
    expect(fake.trades.get(outTradeNo)?.trade_status).toBe('TRADE_CLOSED');
    expect((await session(outTradeNo)).status).toBe('cancelled');
  });

  it('a trade Alipay did not know at cancel time is still watched: its payment is recorded late, not applied', async () => {
    const { goods, user, order, outTradeNo } = await withTrade(10);
    expect((await cancel(order.order_id, user.token)).data.status).toBe('cancelled');
    expect(await stockOf(t, goods)).toBe(10);
    // The gateway had no trade to close, so the session stays open for the reconciliation.
    expect((await session(outTradeNo)).status).toBe('open');
    // The payer still had the cashier page and paid after the cancel; the notify never comes.
    const tradeNo = `2026${crypto.randomInt(1e9)}`;
    fake.trades.set(outTradeNo, { trade_no: tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: yuanText(order.total_cents) });
    const run = await t.app.shop.reconciler!.runBatch(new Date(Date.now() + 2 * 60_000), 100);
    expect(run.checked).toBeGreaterThanOrEqual(1);
    expect(await events(order.order_id)).toEqual([{ event_id: `alipay:${tradeNo}`, outcome: 'late', provider: 'alipay' }]);
    expect((await orderRow(order.order_id)).status).toBe('cancelled');
    expect(await stockOf(t, goods)).toBe(10);
    expect((await session(outTradeNo)).status).toBe('paid');
    // The notify that finally comes is acknowledged (Alipay stops resending) and changes nothing.
    expect((await notify(outTradeNo, tradeNo, order.total_cents)).body).toBe('success');
    expect(await events(order.order_id)).toHaveLength(1);
  });

  it('cancel racing a payment the gateway already took: the trade cannot close, the payment is recorded late', async () => {
    const { user, order, outTradeNo } = await withTrade();
    const tradeNo = `2026${crypto.randomInt(1e9)}`;
    fake.trades.set(outTradeNo, { trade_no: tradeNo, trade_status: 'TRADE_SUCCESS', total_amount: yuanText(order.total_cents) });
    expect((await cancel(order.order_id, user.token)).data.status).toBe('cancelled');
    expect(await events(order.order_id)).toEqual([{ event_id: `alipay:${tradeNo}`, outcome: 'late', provider: 'alipay' }]);
    expect((await orderRow(order.order_id)).status).toBe('cancelled');
  });

  it('a notify reaching an order past its expiry (before the sweep) is late by the order clock, and the order expires', async () => {
    const { goods, user, order, outTradeNo } = await withTrade(10);
    expect(await stockOf(t, goods)).toBe(8);
    shiftClock(t, TTL + 1000);
    const tradeNo = `2026${crypto.randomInt(1e9)}`;
    expect((await notify(outTradeNo, tradeNo, order.total_cents)).body).toBe('success');
    expect(await events(order.order_id)).toEqual([{ event_id: `alipay:${tradeNo}`, outcome: 'late', provider: 'alipay' }]);
    expect((await orderRow(order.order_id)).paid_at).toBeNull();
    const shown = await call<{ status: string }>(t, 'addons/litestore/api.goods/pay_order_return', { order_id: order.order_id }, user.token);
    expect(shown.data.status).toBe('expired');
    await t.app.orderLifecycle.sweep();
    expect((await orderRow(order.order_id)).status).toBe('expired');
    expect(await stockOf(t, goods)).toBe(10);
  });

  it('a cancelled or expired order opens no new trade', async () => {
    const a = await withTrade();
    await cancel(a.order.order_id, a.user.token);
    const again = await call(t, 'api/payment/create', { order_id: a.order.order_id, lang: 1 }, a.user.token);
    expect(again).toMatchObject({ code: 0, msg: 'This order has been cancelled' });
    const b = await withTrade();
    shiftClock(t, TTL + 1000);
    const late = await call(t, 'api/payment/create', { order_id: b.order.order_id, lang: 1 }, b.user.token);
    expect(late).toMatchObject({ code: 0, msg: 'This order was not paid in time and has been cancelled' });
    expect((await orderRow(b.order.order_id)).status).toBe('expired');
  });
});
