import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { addAddress, call, quickUser, sellable } from './shop-helpers.ts';
import { beijing, rsaKeys, startFakeAlipay, type FakeAlipay } from './payment-fake-alipay.ts';
import { ALIPAY_NOTIFY_PATH, yuanText } from '../../../server/lib/payment-alipay.ts';

const G = 'addons/litestore/api.goods/';
const PUBLIC_URL = 'https://shop.example.com';
let fake: FakeAlipay;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeAlipay();
  t = await makeTestApp({
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID: fake.appId,
    // As an operator pastes them into an environment file: one line, "\n" for the line breaks.
    ALIPAY_PRIVATE_KEY: fake.app.privatePem.replace(/\n/g, '\\n'),
    ALIPAY_PUBLIC_KEY: fake.alipay.publicPem,
    ALIPAY_GATEWAY: fake.gateway,
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

interface Pending {
  token: string;
  orderId: number;
  orderNo: string;
  amount: number;
  payUrl: string;
  outTradeNo: string;
}

/** A user's pending goods order with an Alipay payment opened for it. */
async function pendingOrder(extra: Record<string, unknown> = {}): Promise<Pending> {
  const user = await quickUser(t);
  const part = await sellable(t, 'parts', false);
  await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, user.token);
  const addressId = await addAddress(t, user.token);
  const order = await call<{ order_id: number; order_no: string; total_cents: number }>(
    t,
    `${G}create_order`,
    { client_key: crypto.randomUUID(), address_id: addressId },
    user.token,
  );
  const pay = await call<{ provider: string; session: string; pay_url: string }>(
    t,
    'api/payment/create',
    { order_id: order.data.order_id, ...extra },
    user.token,
  );
  expect(pay.code).toBe(1);
  expect(pay.data.provider).toBe('alipay');
  return {
    token: user.token,
    orderId: order.data.order_id,
    orderNo: order.data.order_no,
    amount: order.data.total_cents,
    payUrl: pay.data.pay_url,
    outTradeNo: pay.data.session,
  };
}

const order = (id: number) => t.db.db.selectFrom('orders').select(['status', 'paid_at']).where('id', '=', id).executeTakeFirstOrThrow();
const events = (id: number) => t.db.db.selectFrom('payment_events').selectAll().where('order_id', '=', id).execute();
const notify = (body: string, type = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url: ALIPAY_NOTIFY_PATH, payload: body, headers: { 'content-type': type } });
const paidFields = (o: Pending, tradeNo = `2026${crypto.randomInt(1e9)}`, over: Record<string, string> = {}) => ({
  notify_time: beijing(Date.now()),
  trade_no: tradeNo,
  out_trade_no: o.outTradeNo,
  trade_status: 'TRADE_SUCCESS',
  total_amount: yuanText(o.amount),
  receipt_amount: yuanText(o.amount),
  buyer_id: '2088102177846880',
  seller_id: '2088101117955611',
  subject: `云岭摩托商城订单 ${o.orderNo}`,
  gmt_create: beijing(Date.now() - 30_000),
  gmt_payment: beijing(Date.now() - 5_000),
  fund_bill_list: JSON.stringify([{ amount: yuanText(o.amount), fundChannel: 'ALIPAYACCOUNT' }]),
  ...over,
});

describe('Alipay: opening a payment', () => {
  it('returns a pay URL at the gateway, signed RSA2 by the app key, for our order', async () => {
    const o = await pendingOrder();
    expect(o.payUrl.startsWith(`${fake.gateway}?`)).toBe(true);
    const params = Object.fromEntries(new URL(o.payUrl).searchParams);
    expect(fake.verifyRequest(params)).toBe(true);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      app_id: fake.appId,
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: `${PUBLIC_URL}${ALIPAY_NOTIFY_PATH}`,
      return_url: `${PUBLIC_URL}/payment?order_id=${o.orderId}&result=1`,
    });
    const biz = JSON.parse(params.biz_content!) as Record<string, string>;
    expect(biz).toMatchObject({
      out_trade_no: o.outTradeNo,
      total_amount: yuanText(o.amount),
      product_code: 'FAST_INSTANT_TRADE_PAY',
      subject: `云岭摩托商城订单 ${o.orderNo}`,
    });
    expect(o.outTradeNo.startsWith(`${o.orderNo}_`)).toBe(true);
    expect(biz.time_expire).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The gateway itself accepts the link; a tampered amount breaks the signature.
    expect((await fetch(o.payUrl)).status).toBe(200);
    const tampered = new URL(o.payUrl);
    tampered.searchParams.set('biz_content', params.biz_content!.replace(`"total_amount":"${yuanText(o.amount)}"`, '"total_amount":"0.01"'));
    expect(fake.verifyRequest(Object.fromEntries(tampered.searchParams))).toBe(false);
    expect((await fetch(tampered)).status).toBe(400);
  });

  it('phones get the wap cashier (by hint or User-Agent); paying again reuses the open trade', async () => {
    const o = await pendingOrder({ device: 'mobile' });
    const params = Object.fromEntries(new URL(o.payUrl).searchParams);
    expect(params.method).toBe('alipay.trade.wap.pay');
    expect(JSON.parse(params.biz_content!)).toMatchObject({ product_code: 'QUICK_WAP_WAY', quit_url: `${PUBLIC_URL}/payment?order_id=${o.orderId}` });
    const again = await t.app.inject({
      method: 'POST',
      url: `/stage-api/api/payment/create?token=${o.token}`,
      payload: { group_id: 2, order_id: o.orderId, lang: 1 },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    const p2 = again.json<{ data: { session: string; pay_url: string } }>().data;
    expect(p2.session).toBe(o.outTradeNo);
    const p2params = Object.fromEntries(new URL(p2.pay_url).searchParams);
    expect(p2params.method).toBe('alipay.trade.wap.pay');
    // The subject keeps the language the trade was opened in (Alipay refuses a changed resubmission).
    expect(JSON.parse(p2params.biz_content!).subject).toBe(`云岭摩托商城订单 ${o.orderNo}`);
    expect(fake.verifyRequest(p2params)).toBe(true);
  });

  it('a deposit is paid the same way, with an English subject in English', async () => {
    const user = await quickUser(t);
    const model = await t.db.db.selectFrom('car_models').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const version = await t.db.db.selectFrom('car_versions').select('id').where('car_model_id', '=', model.id).executeTakeFirstOrThrow();
    const store = await t.db.db.selectFrom('stores').select('id').executeTakeFirstOrThrow();
    const color = (JSON.parse(model.colors) as { slug: string }[])[0]!.slug;
    const buy = await call<{ order_id: number; order_no: string; total_cents: number }>(
      t,
      `${G}car_buy`,
      { car_model_id: model.id, version_id: version.id, color, store_id: store.id, lang: 1 },
      user.token,
    );
    expect(buy.code, buy.msg).toBe(1);
    const pay = await call<{ pay_url: string }>(t, 'api/payment/create', { order_id: buy.data.order_id, lang: 1 }, user.token);
    const params = Object.fromEntries(new URL(pay.data.pay_url).searchParams);
    expect(fake.verifyRequest(params)).toBe(true);
    expect(params.return_url).toBe(`${PUBLIC_URL}/en/payment?order_id=${buy.data.order_id}&result=1`);
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      subject: `Yunling Motor reservation deposit ${buy.data.order_no}`,
      total_amount: yuanText(buy.data.total_cents),
    });
  });
  it('an order about to expire gets no new trade; a fully discounted one needs none', async () => {
    const old = await pendingOrder();
    await t.db.db
      .updateTable('orders')
      .set({ created_at: new Date(Date.now() - 29 * 60_000).toISOString(), expires_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', old.orderId)
      .execute();
    const late = await call(t, 'api/payment/create', { order_id: old.orderId, lang: 1 }, old.token);
    expect(late).toMatchObject({ code: 0, msg: 'The time to pay for this order has run out' });
    const free = await pendingOrder();
    await t.db.db.updateTable('orders').set({ total_cents: 0 }).where('id', '=', free.orderId).execute();
    const r = await call<{ pay_url: string }>(t, 'api/payment/create', { order_id: free.orderId }, free.token);
    expect(r.data.pay_url).toBe(`/payment?order_id=${free.orderId}&result=1`);
    expect((await order(free.orderId)).status).toBe('paid');
  });
});

describe('Alipay: asynchronous notify', () => {
  it('a valid notify marks the order paid once; replays and TRADE_FINISHED change nothing', async () => {
    const o = await pendingOrder();
    const body = fake.notifyBody(paidFields(o, '2026112522001404330500001111'));
    const r = await notify(body);
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('success');
    const paid = await order(o.orderId);
    expect(paid.status).toBe('paid');
    expect((await notify(body)).body).toBe('success');
    expect((await notify(fake.notifyBody(paidFields(o, '2026112522001404330500001111', { trade_status: 'TRADE_FINISHED' })))).body).toBe('success');
    expect((await order(o.orderId)).paid_at).toBe(paid.paid_at);
    const ev = await events(o.orderId);
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ event_id: 'alipay:2026112522001404330500001111', provider: 'alipay', amount_cents: o.amount, outcome: 'paid' });
    const result = await call<{ status: string }>(t, `${G}pay_order_return`, { order_id: o.orderId }, o.token);
    expect(result.data.status).toBe('paid');
  });

  it('a forged or tampered notify is refused and the order stays unpaid', async () => {
    const o = await pendingOrder();
    const forged = fake.notifyBody(paidFields(o), rsaKeys().privatePem);
    expect(await notify(forged)).toMatchObject({ statusCode: 401, body: 'fail' });
    // Signed by the app's own key (which the shop holds) is still not Alipay.
    expect((await notify(fake.notifyBody(paidFields(o), fake.app.privatePem))).body).toBe('fail');
    const genuine = new URLSearchParams(fake.notifyBody(paidFields(o)));
    genuine.set('total_amount', '99999.00');
    expect((await notify(genuine.toString())).body).toBe('fail');
    const unsigned = new URLSearchParams(fake.notifyBody(paidFields(o)));
    unsigned.delete('sign');
    expect((await notify(unsigned.toString())).body).toBe('fail');
    const weak = new URLSearchParams(fake.notifyBody(paidFields(o)));
    weak.set('sign_type', 'RSA');
    expect((await notify(weak.toString())).body).toBe('fail');
    // Correctly signed for another app of the merchant.
    expect((await notify(fake.notifyBody(paidFields(o, undefined, { app_id: '2021000000009999' })))).body).toBe('fail');
    expect((await order(o.orderId)).status).toBe('pending');
    expect(await events(o.orderId)).toHaveLength(0);
  });

  it('a stale notify is refused; a replay after processing is acknowledged without a second payment', async () => {
    const o = await pendingOrder();
    const stale = fake.notifyBody(paidFields(o, undefined, { notify_time: beijing(Date.now() - 27 * 3600_000) }));
    expect((await notify(stale)).body).toBe('fail');
    expect((await notify(fake.notifyBody(paidFields(o, undefined, { notify_time: beijing(Date.now() + 3600_000) })))).body).toBe('fail');
    expect((await order(o.orderId)).status).toBe('pending');
    const body = fake.notifyBody(paidFields(o));
    const replays = await Promise.all([notify(body), notify(body), notify(body)]);
    expect(replays.map((r) => r.body)).toEqual(['success', 'success', 'success']);
    await t.db.db.updateTable('orders').set({ status: 'pending', paid_at: null }).where('id', '=', o.orderId).execute();
    expect((await notify(body)).body).toBe('success');
    expect((await order(o.orderId)).status).toBe('pending');
    expect(await events(o.orderId)).toHaveLength(1);
  });

  it('an amount that differs from the order is refused; the order stays unpaid', async () => {
    const o = await pendingOrder();
    const cheap = fake.notifyBody(paidFields(o, undefined, { total_amount: '0.01' }));
    expect(await notify(cheap)).toMatchObject({ statusCode: 400, body: 'fail' });
    expect((await order(o.orderId)).status).toBe('pending');
    expect(await events(o.orderId)).toHaveLength(0);
  });

  it('an unknown out_trade_no, a malformed or non-form body are refused', async () => {
    const o = await pendingOrder();
    expect((await notify(fake.notifyBody(paidFields({ ...o, outTradeNo: 'YL20260101000000000_deadbeef' })))).body).toBe('fail');
    expect((await notify(fake.notifyBody(paidFields({ ...o, outTradeNo: '../../x' })))).body).toBe('fail');
    const twice = `${fake.notifyBody(paidFields(o))}&trade_status=TRADE_SUCCESS`;
    expect((await notify(twice)).statusCode).toBe(400);
    expect((await notify('%%%')).body).toBe('fail');
    const proto = await notify(`__proto__=x&constructor=y&${fake.notifyBody(paidFields(o, undefined, { total_amount: '0.01' }))}`);
    expect(proto.body).toBe('fail');
    const json = await notify('{"trade_status":"TRADE_SUCCESS"}', 'application/json');
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await notify('a'.repeat(70 * 1024))).statusCode).toBe(413);
    // A genuine non-payment status is acknowledged and changes nothing.
    expect((await notify(fake.notifyBody(paidFields(o, undefined, { trade_status: 'WAIT_BUYER_PAY' })))).body).toBe('success');
    expect((await order(o.orderId)).status).toBe('pending');
  });
});

describe('Alipay: trade.query reconciliation', () => {
  it('the background batch marks paid an order whose notify never came, once', async () => {
    const o = await pendingOrder();
    const waiting = await pendingOrder();
    const cheap = await pendingOrder();
    fake.trades.set(o.outTradeNo, { trade_no: '2026112522001404330500002222', trade_status: 'TRADE_SUCCESS', total_amount: yuanText(o.amount) });
    fake.trades.set(waiting.outTradeNo, {
      trade_no: '2026112522001404330500003333',
      trade_status: 'WAIT_BUYER_PAY',
      total_amount: yuanText(waiting.amount),
    });
    fake.trades.set(cheap.outTradeNo, { trade_no: '2026112522001404330500004444', trade_status: 'TRADE_SUCCESS', total_amount: '0.01' });
    const before = fake.requests.length;
    const later = new Date(Date.now() + 2 * 60_000);
    const run = await t.app.shop.reconciler!.runBatch(later, 100);
    expect(run.paid).toBe(1);
    expect((await order(o.orderId)).status).toBe('paid');
    expect((await order(waiting.orderId)).status).toBe('pending');
    expect((await order(cheap.orderId)).status).toBe('pending');
    const queries = fake.requests.slice(before).filter((r) => r.method === 'alipay.trade.query');
    expect(queries.length).toBeGreaterThanOrEqual(3);
    expect(queries.every((q) => q.signed)).toBe(true);
    // Checked sessions rest before they are asked about again; the paid one is done for good.
    expect((await t.app.shop.reconciler!.runBatch(later, 100)).checked).toBe(0);
    // The late notify for the same trade is acknowledged and changes nothing.
    expect((await notify(fake.notifyBody(paidFields(o, '2026112522001404330500002222')))).body).toBe('success');
    expect(await events(o.orderId)).toHaveLength(1);
  });

  it('the background job runs by itself and stops when told (as on app close)', async () => {
    const o = await pendingOrder();
    fake.trades.set(o.outTradeNo, { trade_no: '2026112522001404330500006666', trade_status: 'TRADE_SUCCESS', total_amount: yuanText(o.amount) });
    // Old enough for the job (it leaves the first minute to the notify).
    await t.db.db
      .updateTable('payment_sessions')
      .set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where('session_key', '=', o.outTradeNo)
      .execute();
    const reconciler = t.app.shop.reconciler!;
    reconciler.start(25);
    try {
      for (let i = 0; i < 100 && (await order(o.orderId)).status !== 'paid'; i += 1) await new Promise((r) => setTimeout(r, 30));
      expect((await order(o.orderId)).status).toBe('paid');
    } finally {
      await reconciler.stop();
    }
    const open = await pendingOrder();
    await t.db.db
      .updateTable('payment_sessions')
      .set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where('session_key', '=', open.outTradeNo)
      .execute();
    const seen = fake.requests.length;
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.requests.length).toBe(seen);
  });

  it('looking at the payment result asks Alipay at once', async () => {
    const o = await pendingOrder();
    expect((await call<{ status: string }>(t, `${G}pay_order_return`, { order_id: o.orderId }, o.token)).data.status).toBe('pending');
    fake.trades.set(o.outTradeNo, { trade_no: '2026112522001404330500005555', trade_status: 'TRADE_SUCCESS', total_amount: yuanText(o.amount) });
    // Throttled: a page polling every second does not hit Alipay every second.
    await t.db.db
      .updateTable('payment_sessions')
      .set({ checked_at: new Date(Date.now() - 10_000).toISOString() })
      .where('session_key', '=', o.outTradeNo)
      .execute();
    const r = await call<{ status: string; paid_at: string }>(t, `${G}pay_order_return`, { order_id: o.orderId }, o.token);
    expect(r.data.status).toBe('paid');
    expect(r.data.paid_at).toBeTruthy();
  });

  it('a gateway that is down leaves the order as it is and the call still answers', async () => {
    const o = await pendingOrder();
    const sdk = t.app.shop.alipay!.sdk;
    const gateway = sdk.config.gateway;
    // Nothing listens on port 9 of the loopback: every query fails at once.
    sdk.config.gateway = 'http://127.0.0.1:9/gateway.do';
    try {
      const run = await t.app.shop.reconciler!.runBatch(new Date(Date.now() + 120_000), 100);
      expect(run.checked).toBeGreaterThanOrEqual(1);
      expect(run.paid).toBe(0);
      await t.db.db.updateTable('payment_sessions').set({ checked_at: null }).where('session_key', '=', o.outTradeNo).execute();
      const r = await call<{ status: string }>(t, `${G}pay_order_return`, { order_id: o.orderId }, o.token);
      expect(r.data.status).toBe('pending');
    } finally {
      sdk.config.gateway = gateway;
    }
  });
});

describe('Alipay: the sandbox is off', () => {
  it('sandbox calls and its callback do not exist; the site is told the provider', async () => {
    const o = await pendingOrder();
    for (const path of ['api/payment/sandbox_pay', 'api/payment/sandbox_session']) {
      const r = await t.post(path, { session: 'a'.repeat(32) }, o.token);
      expect(r.statusCode).toBe(404);
    }
    const cb = await t.app.inject({
      method: 'POST',
      url: '/stage-api/payment/callback',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(cb.statusCode).toBe(404);
    expect((await order(o.orderId)).status).toBe('pending');
    expect((await call<{ payment_provider: string }>(t, `${G}car_deposit`)).data.payment_provider).toBe('alipay');
  });
});
