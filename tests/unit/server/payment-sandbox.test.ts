import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { addAddress, call, quickUser, sellable } from './shop-helpers.ts';

const G = 'addons/litestore/api.goods/';
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ PAYMENT_PROVIDER: 'sandbox' });
});
afterAll(async () => {
  await t.close();
});

describe('sandbox provider', () => {
  it('tells the site before any payment starts, so it can show the demo-payment banner', async () => {
    const deposit = await call<{ deposit_cents: number; payment_provider: string }>(t, `${G}car_deposit`);
    expect(deposit.data).toMatchObject({ deposit_cents: 200_000, payment_provider: 'sandbox' });
    expect(t.app.shop.alipay).toBeNull();
    expect(t.app.shop.reconciler).toBeNull();
  });

  it('payment/create names the provider and stays on the site; the Alipay notify route does not exist', async () => {
    const user = await quickUser(t);
    const part = await sellable(t, 'parts', false);
    await call(t, `${G}add_car_goods`, { goods_id: part.id, quantity: 1 }, user.token);
    const addressId = await addAddress(t, user.token);
    const order = await call<{ order_id: number }>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: addressId }, user.token);
    const pay = await call<{ provider: string; pay_url: string }>(
      t,
      'api/payment/create',
      { order_id: order.data.order_id, device: 'mobile' },
      user.token,
    );
    expect(pay.data.provider).toBe('sandbox');
    expect(pay.data.pay_url.startsWith('/payment?')).toBe(true);
    const notify = await t.app.inject({
      method: 'POST',
      url: '/stage-api/payment/alipay/notify',
      payload: 'trade_status=TRADE_SUCCESS',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([404, 415]).toContain(notify.statusCode);
    expect((await call(t, 'api/payment/create', { order_id: order.data.order_id, device: 'watch' }, user.token)).status).toBe(400);
  });
});
