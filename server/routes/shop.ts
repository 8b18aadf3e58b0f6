import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { GoodsTable } from '../db/schema.ts';
import { defineCall } from '../lib/call.ts';
import { loc, pick } from '../lib/messages.ts';
import { SmsService, SmsSink, defaultSmsLimits } from '../lib/sms.ts';
import { createSmsProvider } from '../lib/sms-provider.ts';
import { SandboxPaymentProvider, type PaymentProvider } from '../lib/payment-provider.ts';
import { AlipayPaymentProvider } from '../lib/payment-alipay.ts';
import { PaymentReconciler } from '../lib/payment-reconcile.ts';
import { OrderLifecycle } from '../lib/order-lifecycle.ts';
import { goodsCard } from './litestore.ts';
import { availableFirst } from '../lib/goods-order.ts';
import { authRoutes } from './auth.ts';
import { cartRoutes } from './cart.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payment.ts';
import { userCenterRoutes } from './user-center.ts';

/** Services of the shop, on the app so tests can move the SMS clock or read the sink. */
export interface ShopServices {
  sms: SmsService;
  /** Codes sent in development and test mode (null in production). */
  smsSink: SmsSink | null;
  payments: PaymentProvider;
  /** The sandbox provider when it is the active one (its pay button signs callbacks). */
  sandbox: SandboxPaymentProvider | null;
  /** Alipay and its trade.query reconciliation, when PAYMENT_PROVIDER=alipay. */
  alipay: AlipayPaymentProvider | null;
  reconciler: PaymentReconciler | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
    /** Order clock, TTL and the expiry sweep; payments read the same clock (tests move `clock`). */
    orderLifecycle: OrderLifecycle;
  }
}

type GoodsRow = Selectable<GoodsTable>;
const KINDS = ['equip', 'parts'] as const;
const SORTS = ['default', 'price_asc', 'price_desc', 'newest'] as const;

/** Attaches each parent's variants to its card. */
async function withChildren(app: FastifyInstance, rows: GoodsRow[], lang: number) {
  const ids = rows.map((r) => r.id);
  const children = ids.length
    ? await app.db.db.selectFrom('goods').selectAll().where('parent_id', 'in', ids).orderBy('weight').orderBy('id').execute()
    : [];
  return rows.map((r) =>
    goodsCard(
      r,
      lang,
      children.filter((c) => c.parent_id === r.id),
    ),
  );
}

/** Online shop listing calls: the shop home (categories, featured goods) and the filtered, paged goods list. */
async function shopCatalogRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'addons/litestore/api.goods/index',
    summary: 'Shop home: kinds with their categories, and featured goods',
    tags: ['shop'],
    cache: true,
    async handler({ lang, db }) {
      const parents = await db.selectFrom('goods').selectAll().where('parent_id', 'is', null).orderBy('weight').orderBy('id').execute();
      const categories = new Map<string, { key: string; kind: string; name: string; count: number }>();
      for (const g of parents) {
        const c = categories.get(g.art) ?? { key: g.art, kind: g.kind, name: loc(g, 'category', lang), count: 0 };
        c.count += 1;
        categories.set(g.art, c);
      }
      const featured = KINDS.flatMap((k) => parents.filter((g) => g.kind === k && g.stock > 0).slice(0, 4));
      return {
        kinds: KINDS.map((k) => ({
          kind: k,
          name: k === 'equip' ? pick(lang, '骑行装备', 'Riding gear') : pick(lang, '改装配件', 'Parts & accessories'),
          count: parents.filter((g) => g.kind === k).length,
        })),
        categories: [...categories.values()],
        featured: await withChildren(app, featured, lang),
      };
    },
  });

  defineCall<{
    kind?: (typeof KINDS)[number];
    category?: string;
    keyword?: string;
    sort?: (typeof SORTS)[number];
    page?: number;
    page_size?: number;
  }>(app, {
    path: 'addons/litestore/api.goods/goods_list',
    summary: 'Goods (parents with their variants) filtered by kind, category and keyword, sorted and paged',
    tags: ['shop'],
    props: {
      kind: { type: 'string', enum: [...KINDS] },
      category: { type: 'string', maxLength: 40, pattern: '^[a-z0-9-]*$' },
      keyword: { type: 'string', maxLength: 40 },
      sort: { type: 'string', enum: [...SORTS] },
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      page_size: { type: 'integer', minimum: 1, maximum: 48, default: 12 },
    },
    cache: true,
    async handler({ body, lang, db }) {
      const page = body.page ?? 1;
      const size = body.page_size ?? 12;
      let q = db.selectFrom('goods').where('parent_id', 'is', null);
      if (body.kind) q = q.where('kind', '=', body.kind);
      if (body.category) q = q.where('art', '=', body.category);
      // LIKE wildcards are dropped rather than escaped: SQLite and PostgreSQL escape differently.
      const kw = (body.keyword ?? '')
        .replace(/[%_\\]/g, '')
        .trim()
        .toLowerCase();
      if (kw) {
        const like = `%${kw}%`;
        q = q.where((eb) =>
          eb.or(
            (['name_zh', 'name_en', 'part_number', 'category_zh', 'category_en'] as const).map((c) => eb(eb.fn('lower', [eb.ref(c)]), 'like', like)),
          ),
        );
      }
      const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      // Available goods lead every sort, so page 1 never opens on sold-out items.
      let rows = q.selectAll().orderBy(availableFirst);
      if (body.sort === 'price_asc') rows = rows.orderBy('price_cents', 'asc');
      else if (body.sort === 'price_desc') rows = rows.orderBy('price_cents', 'desc');
      else if (body.sort === 'newest') rows = rows.orderBy('id', 'desc');
      else rows = rows.orderBy('kind').orderBy('weight');
      const list = await rows
        .orderBy('id')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return { list: await withChildren(app, list, lang), total: Number(count?.n ?? 0), page, page_size: size };
    },
  });
}

/** Everything the shop adds: services, listing, login, cart, orders, payment and the user centre. */
export async function shopRoutes(app: FastifyInstance): Promise<void> {
  const sink = app.config.testEndpoints ? new SmsSink() : null;
  const { sms: smsConfig, payment } = app.config;
  const sms = new SmsService(
    createSmsProvider(app.config, app.log, sink),
    defaultSmsLimits(smsConfig.rateScale),
    smsConfig.codeSecret || crypto.randomBytes(32).toString('hex'),
  );
  // A random secret per boot is fine for one instance; several instances get a shared one (config refuses otherwise).
  const sandbox = payment.provider === 'sandbox' ? new SandboxPaymentProvider(payment.secret || crypto.randomBytes(32).toString('hex')) : null;
  const alipay = payment.alipay && app.config.publicUrl ? new AlipayPaymentProvider(payment.alipay, app.config.publicUrl) : null;
  const lifecycle = new OrderLifecycle(app.db.db, app.config.orderTtlMinutes, app.log, () => app.replyCache.clear());
  app.decorate('orderLifecycle', lifecycle);
  app.addHook('onReady', async () => lifecycle.start());
  app.addHook('onClose', async () => lifecycle.stop());
  const reconciler = alipay ? new PaymentReconciler(app.db.db, alipay, app.log, () => lifecycle.clock()) : null;
  const payments: PaymentProvider | null = sandbox ?? alipay;
  if (!payments) throw new Error('PAYMENT_PROVIDER=alipay needs its settings and PUBLIC_URL');
  app.decorate('shop', { sms, smsSink: sink, payments, sandbox, alipay, reconciler });
  if (reconciler) {
    reconciler.start();
    app.addHook('onClose', () => reconciler.stop());
  }

  await shopCatalogRoutes(app);
  await authRoutes(app);
  await cartRoutes(app);
  await orderRoutes(app);
  await paymentRoutes(app);
  await userCenterRoutes(app);
}
