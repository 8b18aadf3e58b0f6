import type { CartLine, Coupon } from '../api/types.ts';

/** One priced line as coupon rules see it. */
export interface PricedLine {
  kind?: string;
  cents: number;
  quantity: number;
}

/**
 * The discount a coupon would give, in cents (0 when not applicable). Mirrors the server's rule so
 * the checkout can preview it; the server recomputes every amount when the order is placed.
 */
export function couponDiscount(
  c: Pick<Coupon, 'kind' | 'scope' | 'threshold_cents' | 'amount_cents' | 'percent' | 'status'>,
  lines: PricedLine[],
): number {
  if (c.status !== 'available') return 0;
  const eligible = lines.filter((l) => c.scope === 'all' || l.kind === c.scope).reduce((s, l) => s + l.cents * l.quantity, 0);
  if (eligible <= 0 || eligible < c.threshold_cents) return 0;
  const off = c.kind === 'percent_off' ? Math.floor((eligible * c.percent) / 100) : c.amount_cents;
  return Math.max(0, Math.min(off, eligible));
}

/** Cart lines in the form coupon rules need. */
export function pricedLines(lines: CartLine[]): PricedLine[] {
  return lines.map((l) => ({ kind: l.kind, cents: l.price_cents ?? Math.round(Number.parseFloat(l.purchasePrice) * 100), quantity: l.quantity }));
}

/** The coupon with the largest saving on these lines (the first on a tie), or undefined when none applies. */
export function bestCoupon<C extends Parameters<typeof couponDiscount>[0]>(coupons: C[], lines: PricedLine[]): C | undefined {
  let best: C | undefined;
  let bestOff = 0;
  for (const c of coupons) {
    const off = couponDiscount(c, lines);
    if (off > bestOff) [best, bestOff] = [c, off];
  }
  return best;
}
