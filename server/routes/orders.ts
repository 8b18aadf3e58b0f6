import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { sm } from '../lib/shop-messages.ts';
import { yuan } from './litestore.ts';
import {
  Refusal,
  StockRefusal,
  VEHICLE_DEPOSIT_CENTS,
  createGoodsOrder,
  createVehicleOrder,
  effectiveStatus,
  listOrders,
  orderDetail,
  type OrderTiming,
} from '../lib/orders.ts';
import { cancelOrderCall } from './order-cancel.ts';
import { settleLatePayment } from '../lib/payment-settle.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
/** The client's idempotency key: a UUID, or anything similar in shape. */
const clientKey = { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9-]{8,64}$' };

/** Turns an in-transaction Refusal into a code-0 answer; anything else propagates. */
async function refusing<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refusal) return refuse(err.message);
    throw err;
  }
}

/** Orders: create from the cart, reserve a motorcycle, list, detail and the payment result. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const lifecycle = app.orderLifecycle;
  const timing = (): OrderTiming => {
    const now = lifecycle.clock();
    return { now, expiresAt: lifecycle.expiresAt(now) };
  };

  defineCall<{ client_key: string; address_id: number; coupon_id?: number; cart_ids?: number[] }>(app, {
    path: 'addons/litestore/api.goods/create_order',
    summary: 'Creates an order from the cart. Idempotent by client_key; prices and stock are checked on the server',
    tags: ['orders'],
    props: { client_key: clientKey, address_id: id, coupon_id: id, cart_ids: { type: 'array', items: id, maxItems: 50, uniqueItems: true } },
    required: ['client_key', 'address_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const input = { clientKey: body.client_key, addressId: body.address_id, couponId: body.coupon_id, cartIds: body.cart_ids };
      return refusing(async () => {
        const r = await createGoodsOrder(db, user.id, input, lang, timing()).catch(async (err: unknown) => {
          // Short of stock that expired orders still hold (the sweep has not come by yet): free it and try once more.
          if (err instanceof StockRefusal && (await lifecycle.expire({ goodsIds: err.goodsIds })) > 0)
            return createGoodsOrder(db, user.id, input, lang, timing());
          throw err;
        });
        // Stock changed: memoised catalog answers (lists, detail) must not show the old numbers.
        if (!r.duplicate) app.replyCache.clear();
        const o = await orderDetail(db, user.id, r.orderId, lang, lifecycle.clock());
        return { ...o, duplicate: r.duplicate };
      });
    },
  });

  defineCall<{ car_model_id: number; version_id: number; color: string; store_id: number; deposit?: number; client_key?: string }>(app, {
    path: 'addons/litestore/api.goods/car_buy',
    summary: 'Reserves a motorcycle with a deposit (the amount is always set by the server)',
    tags: ['orders'],
    props: {
      car_model_id: id,
      version_id: id,
      color: { type: 'string', minLength: 1, maxLength: 40 },
      store_id: id,
      deposit: { type: 'number', minimum: 0, maximum: 2147483647, description: 'Ignored: the server sets the deposit' },
      client_key: clientKey,
    },
    required: ['car_model_id', 'version_id', 'color', 'store_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      return refusing(async () => {
        const r = await createVehicleOrder(
          db,
          user.id,
          {
            clientKey: body.client_key ?? crypto.randomUUID(),
            carModelId: body.car_model_id,
            versionId: body.version_id,
            color: body.color,
            storeId: body.store_id,
          },
          lang,
          timing(),
        );
        const o = await orderDetail(db, user.id, r.orderId, lang, lifecycle.clock());
        return { ...o, duplicate: r.duplicate };
      });
    },
  });

  defineCall(app, {
    path: 'addons/litestore/api.goods/car_deposit',
    summary: 'The reservation deposit for a motorcycle, and the payment provider (sandbox: the site shows a demo-payment banner)',
    tags: ['orders'],
    cache: true,
    async handler() {
      return { deposit: yuan(VEHICLE_DEPOSIT_CENTS), deposit_cents: VEHICLE_DEPOSIT_CENTS, payment_provider: app.config.payment.provider };
    },
  });

  defineCall<{ page?: number; page_size?: number }>(app, {
    path: 'api/user/get_order_list',
    summary: "The user's orders, newest first",
    tags: ['orders'],
    props: { page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 }, page_size: { type: 'integer', minimum: 1, maximum: 50, default: 10 } },
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      return listOrders(db, user.id, lang, body.page ?? 1, body.page_size ?? 10, lifecycle.clock());
    },
  });

  defineCall<{ order_id: number }>(app, {
    path: 'api/user/get_order_detail',
    summary: 'One of the user’s orders',
    tags: ['orders'],
    props: { order_id: id },
    required: ['order_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      await settleLatePayment(app, user.id, body.order_id);
      return (await orderDetail(db, user.id, body.order_id, lang, lifecycle.clock())) ?? refuse(sm('orderGone', lang));
    },
  });

  cancelOrderCall(app);

  defineCall<{ order_id: number }>(app, {
    path: 'addons/litestore/api.goods/pay_order_return',
    summary: 'Payment result for the result page: the order’s status',
    tags: ['payment'],
    props: { order_id: id },
    required: ['order_id'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      await settleLatePayment(app, user.id, body.order_id);
      const o = await db
        .selectFrom('orders')
        .select(['id', 'order_no', 'type', 'status', 'expires_at', 'total_cents', 'paid_at'])
        .where('id', '=', body.order_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!o) return refuse(sm('orderGone', lang));
      const status = effectiveStatus(o, lifecycle.clock().toISOString());
      return {
        order_id: o.id,
        order_no: o.order_no,
        type: o.type,
        status,
        expires_at: status === 'pending' ? o.expires_at : null,
        total: yuan(o.total_cents),
        total_cents: o.total_cents,
        paid_at: o.paid_at,
      };
    },
  });
}
