import { describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers.ts';
import { freshGoods, pendingOrder, shiftClock, stockOf } from './orders-helpers.ts';

describe('order expiry configuration and the sweep job', () => {
  it('ORDER_TTL_MINUTES sets the pay-by time; the sweep runs from ready until close', async () => {
    const t = await makeTestApp({ ORDER_TTL_MINUTES: '5' });
    try {
      expect(t.app.config.orderTtlMinutes).toBe(5);
      const goods = await freshGoods(t, 10);
      const { order } = await pendingOrder(t, goods, 3);
      const row = await t.db.db.selectFrom('orders').select(['created_at', 'expires_at']).where('id', '=', order.order_id).executeTakeFirstOrThrow();
      expect(Date.parse(row.expires_at ?? '') - Date.parse(row.created_at)).toBe(5 * 60_000);
      expect(order.expires_at).toBe(row.expires_at);
      expect(t.app.orderLifecycle.active).toBe(true);
      expect(t.app.orderLifecycle.sweepEveryMs).toBe(60_000);
      shiftClock(t, 5 * 60_000 + 1000);
      expect(await t.app.orderLifecycle.sweep()).toBe(1);
      expect(await stockOf(t, goods)).toBe(10);
    } finally {
      await t.close();
    }
    expect(t.app.orderLifecycle.active).toBe(false);
  });
});
