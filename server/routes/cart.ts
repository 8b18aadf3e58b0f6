import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { defineCall } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { loc } from '../lib/messages.ts';
import { sm } from '../lib/shop-messages.ts';

const MAX_QTY = 99;
const MAX_LINES = 50;
const qty = { type: 'integer', minimum: 1, maximum: MAX_QTY };
const id = { type: 'integer', minimum: 1, maximum: 2147483647 };

/** "Explorer ADV Helmet · Size L" for a variant, the plain name otherwise. */
async function displayName(db: Kysely<Database>, g: { name_zh: string; name_en: string; parent_id: number | null }, lang: number): Promise<string> {
  const parent = g.parent_id
    ? await db.selectFrom('goods').select(['name_zh', 'name_en']).where('id', '=', g.parent_id).executeTakeFirst()
    : undefined;
  return [parent ? loc(parent, 'name', lang) : '', loc(g, 'name', lang)].filter(Boolean).join(' · ');
}

/** The refusal for wanting `want` of goods with `stock` left, or null when it fits. */
async function stockRefusal(
  db: Kysely<Database>,
  g: { name_zh: string; name_en: string; parent_id: number | null; stock: number },
  want: number,
  lang: number,
) {
  if (want <= g.stock) return null;
  const name = await displayName(db, g, lang);
  return refuse(g.stock > 0 ? sm('stockLimit', lang, { name, n: g.stock }) : sm('soldOut', lang, { name }));
}

async function cartCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Cart changes; every one is scoped to the token's user (another user's cart_id is "not in your cart"). */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ goods_id: number; quantity: number }>(app, {
    path: 'addons/litestore/api.goods/add_car_goods',
    summary: 'Adds goods to the cart (a variant by its own id; goods with variants must be added by variant)',
    tags: ['cart'],
    props: { goods_id: id, quantity: qty },
    required: ['goods_id', 'quantity'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const g = await db.selectFrom('goods').selectAll().where('id', '=', body.goods_id).executeTakeFirst();
      if (!g) return refuse(sm('goodsGone', lang));
      const child = await db.selectFrom('goods').select('id').where('parent_id', '=', g.id).limit(1).executeTakeFirst();
      if (child) return refuse(sm('pickVariant', lang));
      const existing = await db
        .selectFrom('cart_items')
        .select(['id', 'quantity'])
        .where('user_id', '=', user.id)
        .where('goods_id', '=', g.id)
        .executeTakeFirst();
      const want = (existing?.quantity ?? 0) + body.quantity;
      const tooMany = await stockRefusal(db, g, want, lang);
      if (tooMany) return tooMany;
      if (want > MAX_QTY) return refuse(sm('qtyLimit', lang, { n: MAX_QTY }));
      if (!existing && (await cartCount(db, user.id)) >= MAX_LINES) return refuse(sm('cartFull', lang));
      // One conditional statement: the sum is checked against the limit on the row as it is when written (on
      // PostgreSQL the conflicting row is locked and re-read), so concurrent adds can never pass 99 together.
      const cap = Math.min(MAX_QTY, g.stock);
      const row = await db
        .insertInto('cart_items')
        .values({ user_id: user.id, goods_id: g.id, quantity: body.quantity, created_at: new Date().toISOString() })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'goods_id'])
            .doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', eb.ref('excluded.quantity')) }))
            .where((eb) => eb(eb('cart_items.quantity', '+', eb.ref('excluded.quantity')), '<=', cap)),
        )
        .returning(['id', 'quantity'])
        .executeTakeFirst();
      if (!row) {
        const short = g.stock < MAX_QTY ? await stockRefusal(db, g, g.stock + 1, lang) : null;
        return short ?? refuse(sm('qtyLimit', lang, { n: MAX_QTY }));
      }
      return { cart_id: row.id, goods_id: g.id, quantity: row.quantity, count: await cartCount(db, user.id) };
    },
  });

  defineCall<{ cart_id: number; quantity: number }>(app, {
    path: 'addons/litestore/api.goods/edit_car_goods',
    summary: "Sets a cart line's quantity (limited by stock)",
    tags: ['cart'],
    props: { cart_id: id, quantity: qty },
    required: ['cart_id', 'quantity'],
    async handler({ body, lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const line = await db
        .selectFrom('cart_items')
        .innerJoin('goods', 'goods.id', 'cart_items.goods_id')
        .select(['cart_items.id', 'goods.name_zh', 'goods.name_en', 'goods.parent_id', 'goods.stock'])
        .where('cart_items.id', '=', body.cart_id)
        .where('cart_items.user_id', '=', user.id)
        .executeTakeFirst();
      if (!line) return refuse(sm('cartItemGone', lang));
      const tooMany = await stockRefusal(db, line, body.quantity, lang);
      if (tooMany) return tooMany;
      await db.updateTable('cart_items').set({ quantity: body.quantity }).where('id', '=', line.id).where('user_id', '=', user.id).execute();
      return { cart_id: line.id, quantity: body.quantity };
    },
  });

  for (const path of ['api/user/delete_car_goods', 'addons/litestore/api.goods/delete_car_goods']) {
    defineCall<{ cart_id: number }>(app, {
      path,
      summary: 'Removes a line from the cart',
      tags: ['cart'],
      props: { cart_id: id },
      required: ['cart_id'],
      async handler({ body, lang, req, db }) {
        const user = await requireUser(req, db, lang);
        const res = await db.deleteFrom('cart_items').where('id', '=', body.cart_id).where('user_id', '=', user.id).executeTakeFirst();
        if (Number(res.numDeletedRows) !== 1) return refuse(sm('cartItemGone', lang));
        return { cart_id: body.cart_id, count: await cartCount(db, user.id) };
      },
    });
  }
}
