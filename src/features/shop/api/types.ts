/** Shapes of the shop calls' answers (server/routes/shop.ts, cart.ts, orders.ts, payment.ts, user-center.ts). */
import type { CartGoodsRow } from './get-car-goods.ts';

export type GoodsKind = 'equip' | 'parts';
export type GoodsSort = 'default' | 'price_asc' | 'price_desc' | 'newest';

/** A variant (size, colour) of a goods item. */
export interface GoodsVariant {
  id: number;
  name: string;
  purchasePrice: string;
  price_cents: number;
  stock: number;
}

/** A goods card in the shop lists. */
export interface GoodsCard {
  id: number;
  kind: GoodsKind;
  name: string;
  top_pic: string;
  purchasePrice: string;
  price_cents: number;
  category: string;
  stock: number;
  part_number: string;
  children: GoodsVariant[];
}

export interface ShopIndex {
  kinds: { kind: GoodsKind; name: string; count: number }[];
  categories: { key: string; kind: GoodsKind; name: string; count: number }[];
  featured: GoodsCard[];
}

export interface GoodsListQuery {
  kind?: GoodsKind;
  category?: string;
  keyword?: string;
  sort?: GoodsSort;
  page: number;
  page_size: number;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A cart line as get_car_goods returns it (the shop's extended fields included). */
export interface CartLine extends CartGoodsRow {
  kind?: GoodsKind;
  parent_id?: number | null;
  goods_name?: string;
  spec?: string;
}

export interface Address {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  is_default: 0 | 1;
}

export type AddressInput = Omit<Address, 'id'> & { id?: number };

export interface Coupon {
  id: number;
  code: string;
  title: string;
  kind: 'amount_off' | 'percent_off';
  scope: string;
  threshold_cents: number;
  amount_cents: number;
  percent: number;
  expires_at: string;
  status: 'available' | 'used' | 'expired';
}

/** An unpaid order is cancelled by its owner or expires after its pay-by time; both release its stock. */
export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'expired';

export interface OrderItem {
  goods_id: number;
  parent_id: number | null;
  name: string;
  spec: string;
  kind: GoodsKind;
  pic: string;
  price: string;
  price_cents: number;
  quantity: number;
}

export interface OrderVehicle {
  car_model_id: number;
  model_name: string;
  version_name: string;
  color_name: string;
  color_hex: string;
  store_name: string;
  store_address: string;
  store_phone: string;
  price: number;
  pic: string;
}

export interface Order {
  order_id: number;
  order_no: string;
  type: 'goods' | 'vehicle';
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  /** Pay by this time (pending orders only). */
  expires_at?: string | null;
  cancelled_at?: string | null;
  goods_cents: number;
  discount_cents: number;
  shipping_cents: number;
  total_cents: number;
  total: string;
  address: Omit<Address, 'id' | 'is_default'> | null;
  vehicle: OrderVehicle | null;
  item_count: number;
  items: OrderItem[];
  coupon_title?: string | null;
  duplicate?: boolean;
}

/** The server's payment provider: 'sandbox' is a demo (no real money), 'alipay' the real gateway. */
export type PaymentProviderName = 'sandbox' | 'alipay';

export interface PaymentStart {
  provider: PaymentProviderName;
  session: string;
  pay_url: string;
  order_no: string;
  amount_cents: number;
}

export interface SandboxSession {
  session: string;
  order_id: number;
  order_no: string;
  amount_cents: number;
  status: 'open' | 'paid' | 'cancelled' | 'expired';
  order_status: OrderStatus;
}

export interface PayResult {
  order_id: number;
  order_no: string;
  type: 'goods' | 'vehicle';
  status: OrderStatus;
  total_cents: number;
  paid_at: string | null;
}

export interface UserInfo {
  user_id: number;
  nickname: string;
  mobile: string;
  created_at: string;
  order_count: number;
  pending_count: number;
  coupon_count: number;
}

/** A model as the buy page needs it (from api/car_info/get_car_info). */
export interface BuyModel {
  car_model_id: number;
  car_model_name: string;
  description: string;
  retail_price: number;
  activity_price: number;
  colors: { slug: string; name: string; hex: string; pics: { kind: string; url: string }[] }[];
  versions: { id: number; name: string; retail_price: number; activity_price: number }[];
}

export interface Store {
  id: number;
  name: string;
  province: string;
  city: string;
  address: string;
  phone: string;
}

/** A row of the service records the user centre lists (test rides, maintenance, after-sales). */
export interface ServiceRecord {
  id: number;
  kind?: string;
  title?: string;
  summary?: string;
  model_name?: string;
  store_name?: string;
  date?: string;
  time?: string;
  time_slot?: string;
  status: string;
  created_at: string;
}
