import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { formatYuan } from '../../../../lib/format.ts';
import { goodsView, usePartsGoods, type GoodsItem } from '../../api/get-parts-goods.ts';
import { useEquipGoods } from '../../api/get-equip-goods.ts';
import { focusColumn, MegaStatus } from './mega-menu-status.tsx';
import styles from './mega-menu-goods.module.css';

/** Cards shown in the menu; the shop lists the rest. */
export const MEGA_GOODS_LIMIT = 8;

/** The goods detail page of a card: type 1 parts, 2 riding equipment (spec section 2). */
export const goodsDetailPath = (id: number, goodsType: 1 | 2) => `/attachmentDetail?id=${id}&type=${goodsType}`;

/** Parts or riding equipment; mounted only once its group is hovered or chosen, so the list loads on demand. */
export function MegaGoods({ goods }: { goods: 'parts' | 'equip' }) {
  const { lang } = useLocale();
  const parts = usePartsGoods(lang, { enabled: goods === 'parts' });
  const equip = useEquipGoods(lang, { enabled: goods === 'equip' });
  const query = goods === 'parts' ? parts : equip;
  const items = query.data ?? [];
  if (query.status !== 'success' || items.length === 0) {
    return (
      <div className={styles.goods} data-col="goods">
        <MegaStatus status={query.status} onRetry={() => void query.refetch()} empty={items.length === 0} />
      </div>
    );
  }
  return <GoodsGrid items={items} goodsType={goods === 'parts' ? 1 : 2} />;
}

function GoodsGrid({ items, goodsType }: { items: GoodsItem[]; goodsType: 1 | 2 }) {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  const onKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    if (e.key === 'ArrowLeft' && e.currentTarget.parentElement === e.currentTarget.closest('ul')?.firstElementChild) {
      e.preventDefault();
      focusColumn(e.currentTarget, 'groups');
    }
  };
  return (
    <div className={styles.goods} data-col="goods">
      <ul className={styles.goodsGrid}>
        {items.slice(0, MEGA_GOODS_LIMIT).map((g) => {
          const { name, pic } = goodsView(g);
          return (
            <li key={g.id}>
              <Link className={styles.goodsCard} to={to(goodsDetailPath(g.id, goodsType))} data-testid="mega-goods" onKeyDown={onKey}>
                <span className={styles.goodsPicWrap}>
                  <img src={pic} alt="" width={320} height={320} loading="lazy" decoding="async" className={styles.goodsPic} />
                  {g.stock === 0 && (
                    <span className={styles.soldOut} data-testid="mega-sold-out">
                      {t('megaMenu.soldOut')}
                    </span>
                  )}
                </span>
                <span className={styles.goodsPrice} data-testid="mega-goods-price">
                  {formatYuan(g.purchasePrice)}
                </span>
                <span className={styles.goodsName}>{name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className={styles.goodsMore} to={to('/shopHomePage')}>
        {t('megaMenu.viewAllGoods')} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
