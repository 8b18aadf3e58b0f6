import crypto from 'node:crypto';
import type { TestApp } from './helpers.ts';
import { addAddress, call, quickUser, type LoggedIn } from './shop-helpers.ts';

export const G = 'addons/litestore/api.goods/';

export interface OrderAnswer {
  order_id: number;
  order_no: string;
  status: string;
  total_cents: number;
  expires_at: string | null;
  cancelled_at: string | null;
  duplicate?: boolean;
}

let next = 0;
/** A plain goods item (no variants) no other test in this file uses, with its stock set to `stock`. */
export async function freshGoods(t: TestApp, stock: number): Promise<number> {
  const db = t.db.db;
  const kids = new Set((await db.selectFrom('goods').select('parent_id').where('parent_id', 'is not', null).execute()).map((r) => r.parent_id));
  const plain = (await db.selectFrom('goods').select('id').where('parent_id', 'is', null).orderBy('id').execute()).filter((g) => !kids.has(g.id));
  const g = plain[next % plain.length];
  next += 1;
  if (!g) throw new Error('no plain goods');
  await db.updateTable('goods').set({ stock }).where('id', '=', g.id).execute();
  return g.id;
}

/** The stock of a goods row now. */
export async function stockOf(t: TestApp, goodsId: number): Promise<number> {
  return (await t.db.db.selectFrom('goods').select('stock').where('id', '=', goodsId).executeTakeFirstOrThrow()).stock;
}

/** A user with `quantity` of a goods item in the cart and an address, ready to order. */
export async function readyBuyer(t: TestApp, goodsId: number, quantity: number, user?: LoggedIn): Promise<{ user: LoggedIn; addressId: number }> {
  const u = user ?? (await quickUser(t));
  const added = await call(t, `${G}add_car_goods`, { goods_id: goodsId, quantity }, u.token);
  if (added.code !== 1) throw new Error(`add_car_goods: ${added.msg}`);
  return { user: u, addressId: await addAddress(t, u.token) };
}

/** A pending order of `quantity` units of a goods item. */
export async function pendingOrder(t: TestApp, goodsId: number, quantity: number, extra: Record<string, unknown> = {}) {
  const b = await readyBuyer(t, goodsId, quantity);
  const r = await call<OrderAnswer>(t, `${G}create_order`, { client_key: crypto.randomUUID(), address_id: b.addressId, ...extra }, b.user.token);
  if (r.code !== 1) throw new Error(`create_order: ${r.msg}`);
  return { user: b.user, order: r.data };
}

/** Moves the app's order clock by `ms` from the real time. */
export function shiftClock(t: TestApp, ms: number): void {
  t.app.orderLifecycle.clock = () => new Date(Date.now() + ms);
}
