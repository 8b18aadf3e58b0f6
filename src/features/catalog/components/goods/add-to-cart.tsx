import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../lib/store.ts';
import { useOnline } from '../../../../lib/use-online.ts';
import { useHydrated } from '../../../../lib/use-hydrated.ts';
import { loginUrlFor, RefusalError } from '../../../../lib/api-client.ts';
import { NeedsConnection } from '../../../../components/ui/needs-connection.tsx';
import { useAddCarGoods } from '../../api/add-car-goods.ts';
import { rememberPendingAdd, useResumePendingAdd } from '../../../../lib/pending-add.ts';
import styles from './goods.module.css';

/** Quantity limits: the cart accepts 1–99 of a line, and never more than in stock. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(99, Math.floor(stock)));
}

/**
 * Quantity and "add to cart". Logged out it goes to the login page and, back here logged in, completes
 * the add (once); offline it shows
 * the needs-a-connection state with a retry instead of sending; a refusal (e.g. sold out) is shown as is.
 */
export function AddToCart({ goodsId, stock, to }: { goodsId: number; stock: number; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const loggedIn = useAppStore((s) => !!s.userData?.token);
  const add = useAddCarGoods();
  // Until hydration a tap on the server's buttons would do nothing: held disabled, as forms are.
  const hydrated = useHydrated();
  const [qty, setQty] = useState(1);
  const [offlineTried, setOfflineTried] = useState(false);
  const max = maxQuantity(stock);
  const quantity = Math.min(Math.max(1, qty), Math.max(1, max));
  useResumePendingAdd(loggedIn, [goodsId], (id, q) => {
    setQty(q);
    add.mutate({ goodsId: id, quantity: q });
  });

  const submit = () => {
    if (!loggedIn) {
      const from = `${location.pathname}${location.search}`;
      rememberPendingAdd(goodsId, quantity, from);
      navigate(loginUrlFor(from));
      return;
    }
    if (!navigator.onLine) {
      setOfflineTried(true);
      return;
    }
    setOfflineTried(false);
    add.mutate({ goodsId, quantity });
  };

  const networkFailed = offlineTried || (add.error as { kind?: string } | null)?.kind === 'network';
  const refusal = add.error instanceof RefusalError ? add.error.message : add.error && !networkFailed ? t('goods.addFailed') : null;
  return (
    <div className={styles.buy}>
      {max > 0 && (
        <div className={styles.qtyRow}>
          <label htmlFor="goods-qty" className={styles.qtyLabel}>
            {t('goods.quantity')}
          </label>
          <div className={styles.stepper}>
            <button type="button" onClick={() => setQty(quantity - 1)} disabled={!hydrated || quantity <= 1} aria-label={t('goods.less')}>
              −
            </button>
            <input
              id="goods-qty"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, max)}
              value={quantity}
              onChange={(e) => setQty(Number(e.target.value) || 1)}
            />
            <button type="button" onClick={() => setQty(quantity + 1)} disabled={!hydrated || quantity >= max} aria-label={t('goods.more')}>
              +
            </button>
          </div>
        </div>
      )}
      <button
        type="button"
        className={`btn ${max === 0 ? 'btn-dark' : 'btn-primary'} ${styles.addButton}`}
        onClick={submit}
        disabled={!hydrated || max === 0 || add.isPending}
        data-testid="add-to-cart"
      >
        {max === 0 ? t('goods.soldOut') : add.isPending ? t('goods.adding') : t('goods.addToCart')}
      </button>
      <div aria-live="polite" className={styles.buyStatus}>
        {add.isSuccess && !networkFailed && (
          <p className={styles.added} data-testid="added-to-cart">
            {t('goods.added')} <Link to={to('/shoppingCart')}>{t('goods.viewCart')}</Link>
          </p>
        )}
        {refusal && (
          <p className={styles.refusal} role="alert" data-testid="cart-refusal">
            {refusal}
          </p>
        )}
      </div>
      {networkFailed && <NeedsConnection onRetry={submit} />}
      {!online && !networkFailed && <p className={styles.offlineHint}>{t('goods.offlineHint')}</p>}
    </div>
  );
}
