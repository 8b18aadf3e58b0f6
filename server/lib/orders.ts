import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrderItemTable, OrderTable } from '../db/schema-shop.ts';
import type { SeedColor } from '../db/seed/types.ts';
import { json } from './call.ts';
import { loc, localizeDeep } from './messages.ts';
import { sm } from './shop-messages.ts';
import { couponDiscount, couponStatus } from './coupons.ts';
import { goodsCard, yuan } from '../routes/litestore.ts';
import { modelPictures } from '../routes/car-info.ts';

type OrderRow = Selectable<OrderTable>;
type ItemRow = Selectable<OrderItemTable>;

/** A reservation deposit for any motorcycle: ¥2,000, always set by the server. */
export const VEHICLE_DEPOSIT_CENTS = 200_000;
/** Goods orders ship free. Kept as a field so the summary can show it plainly. */
const SHIPPING_CENTS = 0;

/** An expected refusal raised inside a transaction (rolls it back); the route answers code 0 with the message. */
export class Refusal extends Error {}

import { isUniqueViolation } from './db-errors.ts';
export { isUniqueViolation };

function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `YL${day}${String(crypto.randomInt(0, 1e10)).padStart(10, '0')}`;
}

async function findByKey(db: Kysely<Database>, userId: number, clientKey: string) {
  return db.selectFrom('orders').select('id').where('user_id', '=', userId).where('client_key', '=', clientKey).executeTakeFirst();
}

/** Runs `create` unless an order with this client key exists; a concurrent duplicate lands on the unique key and returns the winner. */
async function idempotent(
  db: Kysely<Database>,
  userId: number,
  clientKey: string,
  create: () => Promise<number>,
): Promise<{ orderId: number; duplicate: boolean }> {
  const existing = await findByKey(db, userId, clientKey);
  if (existing) return { orderId: existing.id, duplicate: true };
  try {
    return { orderId: await create(), duplicate: false };
  } catch (err) {
    if (isUniqueViolation(err)) {
      const winner = await findByKey(db, userId, clientKey);
      if (winner) return { orderId: winner.id, duplicate: true };
    }
    throw err;
  }
}

export interface GoodsOrderInput {
  clientKey: string;
  addressId: number;
  couponId?: number;
  /** A subset of the cart; the whole cart when absent. */
  cartIds?: number[];
}

/** When an order is placed and until when it may be paid. */
export interface OrderTiming {
  now: Date;
  expiresAt: string;
}

/** A refusal because some goods ran short; names the goods so held stock of expired orders can be freed and retried. */
export class StockRefusal extends Refusal {
  constructor(
    message: string,
    readonly goodsIds: number[],
  ) {
    super(message);
  }
}

/**
 * Creates a goods order from the user's cart in one transaction: prices from the database, coupon
 * checked and spent, stock taken with guarded UPDATEs (never below zero), ordered lines removed from the cart.
 * The order row is inserted first: it claims the idempotency key, so on PostgreSQL a concurrent duplicate
 * waits on the unique index until this transaction ends, then reads this order back (instead of finding
 * the cart already emptied). Totals are filled in before commit; nobody sees the placeholder.
 */
export async function createGoodsOrder(db: Kysely<Database>, userId: number, input: GoodsOrderInput, lang: number, timing: OrderTiming) {
  return idempotent(db, userId, input.clientKey, () =>
    db.transaction().execute(async (trx) => {
      const { now } = timing;
      const nowIso = now.toISOString();
      const { id } = await trx
        .insertInto('orders')
        .values({
          order_no: newOrderNo(now),
          user_id: userId,
          client_key: input.clientKey,
          type: 'goods',
          status: 'pending',
          goods_cents: 0,
          discount_cents: 0,
          shipping_cents: SHIPPING_CENTS,
          total_cents: 0,
          coupon_id: null,
          address: 'null',
          vehicle: 'null',
          created_at: nowIso,
          paid_at: null,
          expires_at: timing.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const address = await trx
        .selectFrom('addresses')
        .selectAll()
        .where('id', '=', input.addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!address) throw new Refusal(sm('addressGone', lang));
      let q = trx
        .selectFrom('cart_items')
        .innerJoin('goods', 'goods.id', 'cart_items.goods_id')
        .selectAll('goods')
        .select(['cart_items.id as cart_id', 'cart_items.quantity'])
        .where('cart_items.user_id', '=', userId);
      if (input.cartIds?.length) q = q.where('cart_items.id', 'in', input.cartIds);
      const lines = await q.orderBy('goods.id').execute();
      if (!lines.length) throw new Refusal(sm('cartEmpty', lang));
      const ids = lines.map((l) => l.id);
      const parentIds = [...new Set(lines.map((l) => l.parent_id).filter((p): p is number => p !== null))].sort((a, b) => a - b);
      const withChildren = await trx.selectFrom('goods').select('parent_id').where('parent_id', 'in', ids).limit(1).executeTakeFirst();
      if (withChildren) throw new Refusal(sm('pickVariant', lang));
      const parents = parentIds.length ? await trx.selectFrom('goods').selectAll().where('id', 'in', parentIds).execute() : [];
      const parentOf = new Map(parents.map((p) => [p.id, p]));

      const goodsCents = lines.reduce((s, l) => s + l.price_cents * l.quantity, 0);
      let discount = 0;
      if (input.couponId) {
        const c = await trx.selectFrom('coupons').selectAll().where('id', '=', input.couponId).where('user_id', '=', userId).executeTakeFirst();
        discount = c && couponStatus(c, nowIso) === 'available' ? couponDiscount(c, lines) : 0;
        if (discount <= 0) throw new Refusal(sm('couponUnusable', lang));
        const used = await trx
          .updateTable('coupons')
          .set({ used_at: nowIso, used_order_id: id })
          .where('id', '=', input.couponId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new Refusal(sm('couponUnusable', lang));
      }
      // Lines first (sorted by id), parents after: every transaction locks rows in the same order, so no deadlocks.
      for (const l of lines) {
        const res = await trx
          .updateTable('goods')
          .set((eb) => ({ stock: eb('stock', '-', l.quantity) }))
          .where('id', '=', l.id)
          .where('stock', '>=', l.quantity)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          const left = await trx.selectFrom('goods').select('stock').where('id', '=', l.id).executeTakeFirst();
          const parent = l.parent_id ? parentOf.get(l.parent_id) : undefined;
          const name = [parent ? loc(parent, 'name', lang) : '', loc(l, 'name', lang)].filter(Boolean).join(' · ');
          throw new StockRefusal(left && left.stock > 0 ? sm('stockLimit', lang, { name, n: left.stock }) : sm('soldOut', lang, { name }), [l.id]);
        }
      }
      for (const pid of parentIds) {
        const sold = lines.filter((l) => l.parent_id === pid).reduce((s, l) => s + l.quantity, 0);
        // The parent's stock is the sum shown on list pages; keep it in step, floored at zero.
        await trx
          .updateTable('goods')
          .set((eb) => ({
            stock: eb
              .case()
              .when('stock', '>=', sold)
              .then(eb('stock', '-', sold))
              .else(0)
              .end(),
          }))
          .where('id', '=', pid)
          .execute();
      }
      await trx
        .insertInto('order_items')
        .values(
          lines.map((l) => {
            const parent = l.parent_id ? parentOf.get(l.parent_id) : undefined;
            return {
              order_id: id,
              goods_id: l.id,
              parent_id: l.parent_id,
              name_zh: parent ? parent.name_zh : l.name_zh,
              name_en: parent ? parent.name_en : l.name_en,
              spec_zh: parent ? l.name_zh : '',
              spec_en: parent ? l.name_en : '',
              kind: l.kind,
              pic: goodsCard(l, 0).top_pic,
              price_cents: l.price_cents,
              quantity: l.quantity,
            };
          }),
        )
        .execute();
      // Another order (other key) may have taken these lines meanwhile: then this one takes nothing.
      const removed = await trx
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where(
          'id',
          'in',
          lines.map((l) => l.cart_id),
        )
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== lines.length) throw new Refusal(sm('cartEmpty', lang));
      await trx
        .updateTable('orders')
        .set({
          goods_cents: goodsCents,
          discount_cents: discount,
          total_cents: goodsCents - discount + SHIPPING_CENTS,
          coupon_id: input.couponId ?? null,
          address: JSON.stringify({
            name: address.name,
            mobile: address.mobile,
            province: address.province,
            city: address.city,
            district: address.district,
            detail: address.detail,
          }),
        })
        .where('id', '=', id)
        .execute();
      return id;
    }),
  );
}

export interface VehicleOrderInput {
  clientKey: string;
  carModelId: number;
  versionId: number;
  color: string;
  storeId: number;
}

/** A motorcycle reservation: a deposit order with a snapshot of model, version, colour and dealer. */
export async function createVehicleOrder(db: Kysely<Database>, userId: number, input: VehicleOrderInput, lang: number, timing: OrderTiming) {
  const model = await db.selectFrom('car_models').selectAll().where('id', '=', input.carModelId).executeTakeFirst();
  const version = model
    ? await db.selectFrom('car_versions').selectAll().where('id', '=', input.versionId).where('car_model_id', '=', model.id).executeTakeFirst()
    : undefined;
  const color = model ? json<SeedColor[]>(model.colors).find((c) => c.slug === input.color) : undefined;
  if (!model || !version || !color) throw new Refusal(sm('modelGone', lang));
  const store = await db.selectFrom('stores').selectAll().where('id', '=', input.storeId).executeTakeFirst();
  if (!store) throw new Refusal(sm('storeGone', lang));
  const vehicle = {
    car_model_id: model.id,
    version_id: version.id,
    color: color.slug,
    store_id: store.id,
    model_name: { zh: model.name_zh, en: model.name_en },
    version_name: { zh: version.name_zh, en: version.name_en },
    color_name: color.name,
    color_hex: color.hex,
    store_name: { zh: store.name_zh, en: store.name_en },
    store_address: { zh: store.address_zh, en: store.address_en },
    store_phone: store.phone,
    price: version.activity_price || version.retail_price,
    pic: modelPictures(model.style, color)[0]?.url ?? '',
  };
  return idempotent(db, userId, input.clientKey, async () => {
    const { now } = timing;
    const { id } = await db
      .insertInto('orders')
      .values({
        order_no: newOrderNo(now),
        user_id: userId,
        client_key: input.clientKey,
        type: 'vehicle',
        status: 'pending',
        goods_cents: VEHICLE_DEPOSIT_CENTS,
        discount_cents: 0,
        shipping_cents: 0,
        total_cents: VEHICLE_DEPOSIT_CENTS,
        coupon_id: null,
        address: 'null',
        vehicle: JSON.stringify(vehicle),
        created_at: now.toISOString(),
        paid_at: null,
        expires_at: timing.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The status a reader sees: a pending order past its time is expired even before the sweep closes it. */
export function effectiveStatus(o: Pick<OrderRow, 'status' | 'expires_at'>, nowIso: string): OrderRow['status'] {
  return o.status === 'pending' && o.expires_at !== null && o.expires_at <= nowIso ? 'expired' : o.status;
}

function orderView(o: OrderRow, items: ItemRow[], lang: number, nowIso: string) {
  const status = effectiveStatus(o, nowIso);
  return {
    order_id: o.id,
    order_no: o.order_no,
    type: o.type,
    status,
    created_at: o.created_at,
    paid_at: o.paid_at,
    /** Pay before this (pending orders only). */
    expires_at: status === 'pending' ? o.expires_at : null,
    cancelled_at: status === 'expired' ? (o.cancelled_at ?? o.expires_at) : o.cancelled_at,
    goods_total: yuan(o.goods_cents),
    goods_cents: o.goods_cents,
    discount: yuan(o.discount_cents),
    discount_cents: o.discount_cents,
    shipping: yuan(o.shipping_cents),
    shipping_cents: o.shipping_cents,
    total: yuan(o.total_cents),
    total_cents: o.total_cents,
    address: json<Record<string, string> | null>(o.address),
    vehicle: localizeDeep(json<unknown>(o.vehicle), lang) as Record<string, string | number> | null,
    item_count: items.reduce((s, i) => s + i.quantity, 0),
    items: items.map((i) => ({
      goods_id: i.goods_id,
      parent_id: i.parent_id,
      name: loc(i, 'name', lang),
      spec: loc(i, 'spec', lang),
      kind: i.kind,
      pic: i.pic,
      price: yuan(i.price_cents),
      price_cents: i.price_cents,
      quantity: i.quantity,
    })),
  };
}

/** The user's orders, newest first, with their lines. */
export async function listOrders(db: Kysely<Database>, userId: number, lang: number, page: number, pageSize: number, now: Date) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const items = rows.length
    ? await db
        .selectFrom('order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const nowIso = now.toISOString();
  return {
    list: rows.map((o) =>
      orderView(
        o,
        items.filter((i) => i.order_id === o.id),
        lang,
        nowIso,
      ),
    ),
    total: Number(count?.n ?? 0),
    page,
    page_size: pageSize,
  };
}

/** One of the user's orders, or undefined (another user's order is "not found", never shown). */
export async function orderDetail(db: Kysely<Database>, userId: number, orderId: number, lang: number, now: Date) {
  const o = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!o) return undefined;
  const items = await db.selectFrom('order_items').selectAll().where('order_id', '=', o.id).orderBy('id').execute();
  const coupon = o.coupon_id
    ? await db.selectFrom('coupons').select(['title_zh', 'title_en']).where('id', '=', o.coupon_id).executeTakeFirst()
    : undefined;
  return { ...orderView(o, items, lang, now.toISOString()), coupon_title: coupon ? loc(coupon, 'title', lang) : null };
}
