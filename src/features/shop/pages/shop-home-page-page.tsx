import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { asOfTime } from '../../../lib/as-of.ts';
import { AsOf } from '../../../components/ui/as-of.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useShopIndex } from '../api/get-shop-index.ts';
import { useGoodsList } from '../api/get-goods-list.ts';
import type { GoodsKind, GoodsSort } from '../api/types.ts';
import { PageBand } from '../components/page-band.tsx';
import { QueryState } from '../components/gates.tsx';
import { GoodsTile } from '../components/goods-tile.tsx';
import { Pager } from '../components/pager.tsx';
import styles from '../components/shop-list.module.css';
import shell from '../components/shop.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

const PAGE_SIZE = 12;
const SORTS: GoodsSort[] = ['default', 'price_asc', 'price_desc', 'newest'];

/**
 * The online shop (`/shopHomePage`): kinds, categories, search, sort and paging, all kept in the URL
 * so back/forward and shared links work. Goods link to their detail page and can be added to the cart here.
 */
export function ShopHomePagePage() {
  const { t } = useTranslation('shop');
  const { lang } = useLocale();
  const online = useOnline();
  const [params, setParams] = useSearchParams();
  const kind = (['equip', 'parts'] as const).find((k) => k === params.get('kind'));
  const category = params.get('category') ?? '';
  const keyword = params.get('q') ?? '';
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'default';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(keyword);
  const index = useShopIndex(lang);
  const list = useGoodsList({ kind, category: category || undefined, keyword: keyword || undefined, sort, page, page_size: PAGE_SIZE }, lang);

  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ q: draft.trim() || undefined });
  };
  const setKind = (k: GoodsKind | undefined) => update({ kind: k, category: undefined });
  const categories = (index.data?.categories ?? []).filter((c) => !kind || c.kind === kind);
  const asOf = asOfTime(list);

  return (
    <>
      <PageBand eyebrow={t('shop.eyebrow')} title={t('shop.title')} lead={t('shop.lead')} />
      <div className={`container ${shell.page}`}>
        <div className={styles.toolbar}>
          <div className={styles.kinds} role="group" aria-label={t('shop.kinds')}>
            <button type="button" className={styles.kind} aria-pressed={!kind} onClick={() => setKind(undefined)} data-testid="shop-kind-all">
              {t('shop.all')}
            </button>
            {(index.data?.kinds ?? []).map((k) => (
              <button
                key={k.kind}
                type="button"
                className={styles.kind}
                aria-pressed={kind === k.kind}
                onClick={() => setKind(k.kind)}
                data-testid={`shop-kind-${k.kind}`}
              >
                {k.name}
              </button>
            ))}
          </div>
          <form className={styles.search} role="search" onSubmit={onSearch}>
            <label htmlFor="shop-search" className="visually-hidden">
              {t('shop.search')}
            </label>
            <input
              id="shop-search"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder={t('shop.searchPlaceholder')}
              maxLength={40}
              data-testid="shop-search"
            />
            <button type="submit" className="btn btn-dark">
              {t('shop.searchButton')}
            </button>
          </form>
          <label className={styles.sort}>
            {t('shop.sort')}
            <select
              value={sort}
              onChange={(e) => update({ sort: e.target.value === 'default' ? undefined : e.target.value })}
              data-testid="shop-sort"
            >
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`shop.sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        {categories.length > 0 && (
          <ul className={styles.chips} aria-label={t('shop.categories')}>
            {categories.map((c) => (
              <li key={c.key}>
                <button
                  type="button"
                  className={styles.chip}
                  aria-pressed={category === c.key}
                  onClick={() => update({ category: category === c.key ? undefined : c.key, kind: c.kind })}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        {!online && list.data && <p className={styles.offlineNote}>{t('shop.offlineNote')}</p>}
        <QueryState query={list}>
          {(data) =>
            data.list.length === 0 ? (
              <StateMessage title={t('shop.empty')} body={<p>{t('shop.emptyHint')}</p>} />
            ) : (
              <>
                <p className={styles.count} aria-live="polite" data-testid="shop-count">
                  {t('shop.count', { count: data.total })}
                  {asOf !== undefined && <AsOf at={asOf} className={styles.asOf} />}
                </p>
                <ul className={styles.grid} data-testid="shop-grid">
                  {data.list.map((g) => (
                    <GoodsTile key={g.id} goods={g} />
                  ))}
                </ul>
                <Pager page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={(p) => update({ page: p > 1 ? String(p) : undefined })} />
              </>
            )
          }
        </QueryState>
      </div>
    </>
  );
}

export { ShopHomePagePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['shop'], title: 'common:nav.shop' };
