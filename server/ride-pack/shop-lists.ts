// The shop's category list pages in a ride pack. The shop page loads its list in the browser (no
// server loader), so its render asks the API for nothing: the pack lists the calls the page will
// make, with the very bodies it sends (src/features/shop/api/get-goods-list.ts, get-shop-index.ts),
// so the worker finds them offline under the same keys.
import { GROUP_ID } from '../../src/config/api-params.ts';

/** Goods per shop list page (src/features/shop/pages/shop-home-page-page.tsx PAGE_SIZE). */
export const SHOP_PAGE_SIZE = 12;

/** A category as the shop names it: its key (`goods.art`), its kind and how many goods it has. */
export interface ShopCategory {
  key: string;
  kind: 'parts' | 'equip';
  count: number;
}

/** The Chinese paths of a category's list pages (page 2 on carry `page=`), as the shop's chips and pager open them. */
export function categoryListPaths(c: ShopCategory): string[] {
  const pages = Math.max(1, Math.ceil(c.count / SHOP_PAGE_SIZE));
  const base = `/shopHomePage?category=${encodeURIComponent(c.key)}&kind=${c.kind}`;
  return Array.from({ length: pages }, (_, i) => (i === 0 ? base : `${base}&page=${i + 1}`));
}

/** The catalog calls a shop list page makes in the browser (path under the site, JSON body); none for other pages. */
export function shopListCalls(url: string): { path: string; body: string }[] {
  const u = new URL(url, 'http://pack.local');
  const lang = /^\/en(\/|$)/.test(u.pathname) ? 1 : 0;
  if (u.pathname.replace(/^\/en(?=\/)/, '') !== '/shopHomePage') return [];
  const category = u.searchParams.get('category');
  const kind = u.searchParams.get('kind');
  if (!category || (kind !== 'parts' && kind !== 'equip')) return [];
  const page = Math.max(1, Number.parseInt(u.searchParams.get('page') ?? '1', 10) || 1);
  const call = (path: string, body: Record<string, unknown>) => ({
    path: `/stage-api/addons/litestore/api.goods/${path}`,
    body: JSON.stringify({ ...body, group_id: GROUP_ID, lang }),
  });
  return [call('index', {}), call('goods_list', { page, page_size: SHOP_PAGE_SIZE, kind, category })];
}
