import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CouponTable } from '../db/schema-shop.ts';
import { loc } from './messages.ts';

type CouponRow = Selectable<CouponTable>;

/** Coupons every new account receives on its first login. */
const WELCOME = [
  { code: 'WELCOME50', kind: 'amount_off', scope: 'all', title_zh: '满 500 减 50', title_en: '¥50 off orders over ¥500', threshold_cents: 50_000, amount_cents: 5_000, percent: 0 },
  { code: 'GEAR10', kind: 'percent_off', scope: 'equip', title_zh: '骑行装备 9 折', title_en: '10% off riding gear', threshold_cents: 0, amount_cents: 0, percent: 10 },
] as const;

const COUPON_TTL_MS = 90 * 24 * 3600_000;

/** Grants the welcome coupons (once: the (user, code) pair is unique). */
export async function grantWelcomeCoupons(db: Kysely<Database>, userId: number, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const expires = new Date(now.getTime() + COUPON_TTL_MS).toISOString();
  await db
    .insertInto('coupons')
    .values(WELCOME.map((c) => ({ ...c, user_id: userId, expires_at: expires, used_order_id: null, used_at: null, created_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'code']).doNothing())
    .execute();
}

/** One order line as far as coupon rules care. */
export interface PricedLine {
  kind: string;
  price_cents: number;
  quantity: number;
}

/** The discount a coupon gives on these lines, in cents; 0 when its threshold is not met. Never more than the eligible amount. */
export function couponDiscount(c: Pick<CouponRow, 'kind' | 'scope' | 'threshold_cents' | 'amount_cents' | 'percent'>, lines: PricedLine[]): number {
  const eligible = lines.filter((l) => c.scope === 'all' || l.kind === c.scope).reduce((s, l) => s + l.price_cents * l.quantity, 0);
  if (eligible <= 0 || eligible < c.threshold_cents) return 0;
  const off = c.kind === 'percent_off' ? Math.floor((eligible * c.percent) / 100) : c.amount_cents;
  return Math.max(0, Math.min(off, eligible));
}

/** available, used or expired at `nowIso`. */
export function couponStatus(c: CouponRow, nowIso: string): 'available' | 'used' | 'expired' {
  if (c.used_at) return 'used';
  return c.expires_at <= nowIso ? 'expired' : 'available';
}

/** The client's form of a coupon. */
export function couponView(c: CouponRow, lang: number, nowIso: string) {
  return {
    id: c.id,
    code: c.code,
    title: loc(c, 'title', lang),
    kind: c.kind,
    scope: c.scope,
    threshold: (c.threshold_cents / 100).toFixed(2),
    threshold_cents: c.threshold_cents,
    amount: (c.amount_cents / 100).toFixed(2),
    amount_cents: c.amount_cents,
    percent: c.percent,
    expires_at: c.expires_at,
    status: couponStatus(c, nowIso),
  };
}
