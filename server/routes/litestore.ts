import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { GoodsTable } from '../db/schema.ts';
import type { GoodsArt } from '../art/goods.ts';
import { defineCall, json } from '../lib/call.ts';
import { notFound } from '../lib/envelope.ts';
import { loc, t } from '../lib/messages.ts';
import { requireUser } from '../lib/auth.ts';
import { mediaUrl } from '../art/index.ts';
import { availableFirst } from '../lib/goods-order.ts';

type GoodsRow = Selectable<GoodsTable>;

/** Yuan with two decimals, as the legacy contract's purchasePrice string. */
export function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The card form of a goods row; both legacy field spellings (name/title, top_pic/mainImgUrl) are filled. */
export function goodsCard(g: GoodsRow, lang: number, children: GoodsRow[] = []) {
  const pic = mediaUrl.goods(g.art as GoodsArt, g.hex);
  const name = loc(g, 'name', lang);
  return {
    id: g.id,
    slug: g.slug,
    kind: g.kind,
    name,
    title: name,
    top_pic: pic,
    mainImgUrl: pic,
    purchasePrice: yuan(g.price_cents),
    price_cents: g.price_cents,
    category: loc(g, 'category', lang),
    stock: g.stock,
    part_number: g.part_number,
    children: children.map((c) => ({
      id: c.id,
      name: loc(c, 'name', lang),
      purchasePrice: yuan(c.price_cents),
      price_cents: c.price_cents,
      stock: c.stock,
    })),
  };
}

/** A goods list answers at most this many items per call; `page` reaches the rest. */
export const GOODS_LIST_PAGE_SIZE = 48;

/**
 * Registers the two goods list calls (parts, riding equipment): the contract's bare array, one page of
 * parents (default and maximum 48, `page` from 1) with their variants, in two queries.
 */
function goodsList(app: FastifyInstance, path: string, kind: 'parts' | 'equip', summary: string): void {
  defineCall<{ page?: number; page_size?: number }>(app, {
    path,
    summary,
    tags: ['goods'],
    props: {
      page: { type: 'integer', minimum: 1, maximum: 10000 },
      page_size: { type: 'integer', minimum: 1, maximum: GOODS_LIST_PAGE_SIZE },
    },
    cache: true,
    async handler({ body, lang, db }) {
      const size = body.page_size ?? GOODS_LIST_PAGE_SIZE;
      const parents = await db
        .selectFrom('goods')
        .selectAll()
        .where('kind', '=', kind)
        .where('parent_id', 'is', null)
        .orderBy(availableFirst)
        .orderBy('weight')
        .orderBy('id')
        .limit(size)
        .offset(((body.page ?? 1) - 1) * size)
        .execute();
      const ids = parents.map((r) => r.id);
      const children = ids.length
        ? await db.selectFrom('goods').selectAll().where('parent_id', 'in', ids).orderBy('weight').orderBy('id').execute()
        : [];
      const byParent = new Map<number, GoodsRow[]>();
      for (const c of children) if (c.parent_id !== null) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
      return parents.map((r) => goodsCard(r, lang, byParent.get(r.id)));
    },
  });
}

/** Litestore calls: goods lists, goods detail and the cart list that drives the header badge. */
export async function litestoreRoutes(app: FastifyInstance): Promise<void> {
  goodsList(app, 'addons/litestore/api.goods/get_parts_goods_list', 'parts', 'Modification accessories (parts) with variants');
  goodsList(app, 'addons/litestore/api.goods/get_cycle_equip_goods_list', 'equip', 'Riding equipment with variants');

  defineCall<{ id: number }>(app, {
    path: 'addons/litestore/api.goods/detail',
    summary: 'One goods item with its variants, description and the models a part fits. Unknown id: code 0, data null, reason not_found.',
    tags: ['goods'],
    props: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['id'],
    cache: true,
    async handler({ body, lang, db }) {
      const g = await db.selectFrom('goods').selectAll().where('id', '=', body.id).where('parent_id', 'is', null).executeTakeFirst();
      if (!g) return notFound(t('goodsNotFound', lang));
      const children = await db.selectFrom('goods').selectAll().where('parent_id', '=', g.id).orderBy('weight').orderBy('id').execute();
      const slugs = json<string[]>(g.fits);
      const fits = slugs.length
        ? await db.selectFrom('car_models').select(['id', 'slug', 'name_zh', 'name_en']).where('slug', 'in', slugs).orderBy('weight').execute()
        : [];
      return {
        ...goodsCard(g, lang, children),
        description: loc(g, 'description', lang),
        fits: fits.map((m) => ({ car_model_id: m.id, name: loc(m, 'name', lang) })),
      };
    },
  });

  defineCall(app, {
    path: 'addons/litestore/api.goods/get_car_goods',
    summary: "The logged-in user's cart; the length of data is the cart count",
    tags: ['cart'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const rows = await db
        .selectFrom('cart_items')
        .innerJoin('goods', 'goods.id', 'cart_items.goods_id')
        .selectAll('goods')
        .select(['cart_items.id as cart_id', 'cart_items.quantity'])
        .where('cart_items.user_id', '=', user.id)
        .orderBy('cart_items.id')
        .execute();
      // Variants carry their parent's name (goods_name) and their own as spec, for the cart page.
      const parentIds = [...new Set(rows.map((r) => r.parent_id).filter((p): p is number => p !== null))];
      const parents = parentIds.length
        ? await db.selectFrom('goods').select(['id', 'name_zh', 'name_en']).where('id', 'in', parentIds).execute()
        : [];
      return rows.map((r) => {
        const parent = parents.find((p) => p.id === r.parent_id);
        return {
          ...goodsCard(r, lang),
          cart_id: r.cart_id,
          goods_id: r.id,
          parent_id: r.parent_id,
          quantity: r.quantity,
          goods_name: parent ? loc(parent, 'name', lang) : loc(r, 'name', lang),
          spec: parent ? loc(r, 'name', lang) : '',
        };
      });
    },
  });
}
