import { describe, expect, it } from 'vitest';
import { bestCoupon } from '../../../../../src/features/shop/lib/coupon.ts';

const base = { status: 'available' as const, threshold_cents: 0, amount_cents: 0, percent: 0 };
const fifty = { ...base, id: 1, kind: 'amount_off' as const, scope: 'all', threshold_cents: 50_000, amount_cents: 5_000 };
const gear = { ...base, id: 2, kind: 'percent_off' as const, scope: 'equip', percent: 10 };

describe('bestCoupon', () => {
  it('picks the largest saving among the coupons valid for the cart', () => {
    expect(bestCoupon([fifty, gear], [{ kind: 'equip', cents: 80_000, quantity: 1 }])?.id).toBe(2);
    expect(
      bestCoupon(
        [fifty, gear],
        [
          { kind: 'equip', cents: 30_000, quantity: 1 },
          { kind: 'parts', cents: 30_000, quantity: 1 },
        ],
      )?.id,
    ).toBe(1);
  });
  it('skips coupons that do not apply, are used or expired, and answers none when nothing saves', () => {
    expect(bestCoupon([fifty, gear], [{ kind: 'parts', cents: 20_000, quantity: 1 }])).toBeUndefined();
    expect(bestCoupon([{ ...gear, status: 'used' as const }], [{ kind: 'equip', cents: 80_000, quantity: 1 }])).toBeUndefined();
    expect(bestCoupon([], [{ kind: 'equip', cents: 80_000, quantity: 1 }])).toBeUndefined();
  });
});
