import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../../../../src/features/shop/lib/safe-path.ts';
import { couponDiscount } from '../../../../../src/features/shop/lib/coupon.ts';

const origin = 'https://www.yunling.example';

describe('safeReturnPath (login ?path=)', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/shoppingCart', origin)).toBe('/shoppingCart');
    expect(safeReturnPath('/en/userCenter?tab=orders#top', origin)).toBe('/en/userCenter?tab=orders#top');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', 'userCenter', '/ok\tx', '/ok\nx', '', null, undefined])('refuses %j', (raw) => {
    expect(safeReturnPath(raw, origin)).toBeNull();
  });

  it('keeps encoded oddities on our own origin', () => {
    const out = safeReturnPath('/%0d%0a//evil.example', origin);
    expect(out && new URL(out, origin).origin).toBe(origin);
  });

  it('never returns to the login page itself', () => {
    expect(safeReturnPath('/login?path=/x', origin)).toBeNull();
    expect(safeReturnPath('/en/login', origin)).toBeNull();
  });
});

describe('coupon preview (mirrors the server rule)', () => {
  const lines = [
    { kind: 'equip', cents: 23_800, quantity: 2 },
    { kind: 'parts', cents: 2_680, quantity: 1 },
  ];
  it('percent off applies to its scope only; amount off needs the threshold', () => {
    expect(couponDiscount({ kind: 'percent_off', scope: 'equip', threshold_cents: 0, amount_cents: 0, percent: 10, status: 'available' }, lines)).toBe(4_760);
    expect(couponDiscount({ kind: 'amount_off', scope: 'all', threshold_cents: 50_000, amount_cents: 5_000, percent: 0, status: 'available' }, lines)).toBe(5_000);
    expect(couponDiscount({ kind: 'amount_off', scope: 'all', threshold_cents: 90_000, amount_cents: 5_000, percent: 0, status: 'available' }, lines)).toBe(0);
    expect(couponDiscount({ kind: 'amount_off', scope: 'all', threshold_cents: 0, amount_cents: 5_000, percent: 0, status: 'used' }, lines)).toBe(0);
  });
});
