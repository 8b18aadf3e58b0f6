import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { useAddCarGoods } from '../api/add-car-goods.ts';
import { rememberPendingAdd, useResumePendingAdd } from '../../../lib/pending-add.ts';
import type { GoodsCard } from '../api/types.ts';
import { yuanFromCents } from '../lib/money.ts';
import { errorText, isNetworkError, useToken, whenOnline } from './gates.tsx';
import styles from './shop-list.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_TILE } from '../../../components/ui/picture-sizes.ts';

/** A goods card: picture and name link to the detail page; a variant picker and "add to cart" below. */
export function GoodsTile({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const token = useToken();
  const add = useAddCarGoods();
  const buyable = goods.children.length ? goods.children.filter((c) => c.stock > 0) : goods.stock > 0 ? [goods] : [];
  const [variant, setVariant] = useState<number>(buyable[0]?.id ?? 0);
  const [added, setAdded] = useState(false);
  const [offline, setOffline] = useState(false);
  const href = to(`/attachmentDetail?id=${goods.id}&type=${goods.kind === 'equip' ? 2 : 1}`);
  const minCents = goods.children.length ? Math.min(...goods.children.map((c) => c.price_cents)) : goods.price_cents;
  const soldOut = buyable.length === 0;

  useEffect(() => {
    if (!added) return;
    const id = window.setTimeout(() => setAdded(false), 2500);
    return () => window.clearTimeout(id);
  }, [added]);

  // Back from a login this tile's "add to cart" started: complete that add, with its variant.
  useResumePendingAdd(!!token, [goods.id, ...goods.children.map((c) => c.id)], (id, quantity) => {
    if (id !== goods.id) setVariant(id);
    setOffline(!whenOnline(() => add.mutate({ goods_id: id, quantity }, { onSuccess: () => setAdded(true) })));
  });
  const onAdd = () => {
    if (!token) {
      rememberPendingAdd(variant || goods.id, 1, `${pathname}${search}`);
      return navigate(loginUrlFor(`${pathname}${search}`));
    }
    setOffline(!whenOnline(() => add.mutate({ goods_id: variant || goods.id, quantity: 1 }, { onSuccess: () => setAdded(true) })));
  };
  const selectId = `variant-${goods.id}`;

  return (
    <li className={styles.tile} data-testid="shop-goods" data-goods-id={goods.id} data-kind={goods.kind} data-sold-out={soldOut || undefined}>
      <Link to={href} className={styles.tileLink}>
        <span className={styles.tileMedia}>
          <Picture src={goods.top_pic} alt="" width={320} height={320} sizes={SIZES_TILE} />
          {soldOut && (
            <span className={styles.soldOut} data-testid="sold-out-badge">
              {t('shop.soldOut')}
            </span>
          )}
        </span>
        <span className={styles.tileCategory}>{goods.category}</span>
        <span className={styles.tileName}>{goods.name}</span>
      </Link>
      <p className={styles.tilePrice}>
        {goods.children.length > 1 && <span className={styles.from}>{t('shop.from')}</span>}
        <span className="price">{yuanFromCents(minCents)}</span>
      </p>
      <div className={styles.tileBuy}>
        {goods.children.length > 0 && !soldOut && (
          <>
            <label htmlFor={selectId} className="visually-hidden">
              {t('shop.variant')}
            </label>
            <select
              id={selectId}
              className={styles.variant}
              value={variant}
              onChange={(e) => setVariant(Number(e.target.value))}
              data-testid="shop-variant"
            >
              {goods.children.map((c) => (
                <option key={c.id} value={c.id} disabled={c.stock <= 0}>
                  {c.stock > 0 ? c.name : t('shop.variantSoldOut', { name: c.name })}
                </option>
              ))}
            </select>
          </>
        )}
        <button
          type="button"
          className={`btn btn-dark btn-small ${styles.add}`}
          onClick={onAdd}
          disabled={soldOut || add.isPending}
          // The name starts with the visible text (WCAG 2.5.3), whatever the state: "Sold out: <goods>".
          aria-label={t('shop.buttonNamed', {
            action: soldOut ? t('shop.soldOut') : added ? t('shop.added') : add.isPending ? t('shop.adding') : t('shop.add'),
            name: goods.name,
          })}
          data-testid="shop-add"
        >
          {soldOut ? t('shop.soldOut') : added ? t('shop.added') : add.isPending ? t('shop.adding') : t('shop.add')}
        </button>
      </div>
      <div aria-live="polite" className={styles.tileStatus}>
        {(offline || add.error) && (
          <p className={styles.tileError}>
            {offline || isNetworkError(add.error) ? t('common.offlineAction') : errorText(add.error, t('common.failed'))}
          </p>
        )}
      </div>
    </li>
  );
}
