import type { Generated } from 'kysely';

/*
 * Tables of the shop feature (migration 003-shop). Money is integer cents, timestamps ISO text,
 * booleans 0/1, snapshots JSON text: an order keeps what was bought even if the catalog changes later.
 */

/** One SMS login code; only an HMAC of the code is stored. */
export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  ip: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  /** Set when used, superseded by a newer code, or locked after too many wrong attempts. */
  consumed_at: string | null;
}

export interface AddressTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: number;
  created_at: string;
  updated_at: string;
}

export interface CouponTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  kind: 'amount_off' | 'percent_off';
  /** 'all' or a goods kind ('equip', 'parts') the discount applies to. */
  scope: string;
  title_zh: string;
  title_en: string;
  threshold_cents: number;
  amount_cents: number;
  percent: number;
  expires_at: string;
  used_order_id: number | null;
  used_at: string | null;
  created_at: string;
}

export interface OrderTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  client_key: string;
  type: 'goods' | 'vehicle';
  /** pending → paid, or pending → cancelled (by its owner) / expired (unpaid past expires_at); both release the stock. */
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  goods_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  coupon_id: number | null;
  address: string; // JSON address snapshot ('null' for vehicle orders)
  vehicle: string; // JSON vehicle snapshot ('null' for goods orders)
  created_at: string;
  paid_at: string | null;
  /** Until when a pending order may be paid (migration 005). */
  expires_at: string | null;
  /** When it was cancelled or expired (migration 005). */
  cancelled_at: string | null;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
  spec_zh: string;
  spec_en: string;
  kind: string;
  pic: string;
  price_cents: number;
  quantity: number;
}

export interface PaymentSessionTable {
  id: Generated<number>;
  /** Random 128-bit id used in the sandbox pay URL. */
  session_key: string;
  order_id: number;
  user_id: number;
  provider: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled';
  created_at: string;
  expires_at: string;
  /** Language of the gateway's subject line (migration 008). */
  locale: Generated<string>;
  /** Last reconciliation query to the gateway (migration 008). */
  checked_at: string | null;
}

/** Provider callback events already processed (replays are ignored). */
export interface PaymentEventTable {
  id: Generated<number>;
  event_id: string;
  order_id: number;
  created_at: string;
  /** Migration 008: which provider reported it, the amount, and what it did ('paid', or 'late' for an order no longer payable). */
  provider: Generated<string>;
  amount_cents: number | null;
  outcome: Generated<string>;
}

/** Tables of the shop feature (added by its migration). */
export interface ShopTables {
  sms_codes: SmsCodeTable;
  addresses: AddressTable;
  coupons: CouponTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  payment_sessions: PaymentSessionTable;
  payment_events: PaymentEventTable;
}
