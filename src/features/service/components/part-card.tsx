import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginUrlFor } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../lib/store.ts';
import { useAddCarGoods } from '../api/add-car-goods.ts';
import { rememberPendingAdd, useResumePendingAdd } from '../../../lib/pending-add.ts';
import type { Part } from '../api/types.ts';
import { formatCents } from '../lib/loan.ts';
import { Icon } from './icons.tsx';
import styles from './parts.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_TILE } from '../../../components/ui/picture-sizes.ts';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';

/** One part: picture, part number, price and stock, a variant choice where there are variants, and add-to-cart. */
export function PartCard({ part, to }: { part: Part; to: (path: string) => string }) {
  const { t } = useTranslation('service');
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppStore((s) => !!s.userData?.token);
  const add = useAddCarGoods();
  const [variantId, setVariantId] = useState(part.children[0] ? String(part.children[0].id) : '');
  const [qty, setQty] = useState(1);
  const [offline, setOffline] = useState(false);
  const variant = part.children.find((c) => String(c.id) === variantId);
  const stock = variant ? variant.stock : part.stock;
  const price = variant ? variant.price_cents : part.price_cents;
  const max = Math.max(0, Math.min(99, stock));
  // Back from a login this card's "add to cart" started: complete that add, with its variant.
  useResumePendingAdd(loggedIn, [part.id, ...part.children.map((c) => c.id)], (id, q) => {
    if (id !== part.id) setVariantId(String(id));
    setQty(q);
    add.mutate({ goodsId: id, quantity: q });
  });

  const submit = () => {
    if (!loggedIn) {
      const from = `${location.pathname}${location.search}`;
      rememberPendingAdd(variant ? variant.id : part.id, Math.min(qty, Math.max(1, max)), from);
      navigate(loginUrlFor(from));
      return;
    }
    if (!navigator.onLine) {
      setOffline(true);
      return;
    }
    setOffline(false);
    add.mutate({ goodsId: variant ? variant.id : part.id, quantity: Math.min(qty, Math.max(1, max)) });
  };

  const networkFailed = offline || (add.error as { kind?: string } | null)?.kind === 'network';
  const refusal = add.error && !networkFailed ? add.error.message || t('parts.addFailed') : null;
  const qtyId = `part-${part.id}-qty`;
  return (
    <li className={styles.card} data-testid="part-card">
      <div className={styles.pic}>
        <Picture src={part.top_pic} alt={part.name} width={320} height={240} sizes={SIZES_TILE} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{part.category}</p>
        <h3 className={styles.name}>{part.name}</h3>
        <p className={styles.pn}>
          {t('parts.partNumber')} <span data-testid="part-number">{part.part_number}</span>
        </p>
        <p className={styles.desc}>{part.description}</p>
        <div className={styles.priceRow}>
          <span className={styles.price}>{formatCents(price)}</span>
          <span className={stock > 0 ? styles.inStock : styles.outStock}>
            {stock > 0 ? (stock <= 5 ? t('parts.fewLeft', { count: stock }) : t('parts.inStock')) : t('parts.soldOut')}
          </span>
        </div>
        {/* Held until hydration: a click on the server's button would do nothing, a typed quantity would be reset. */}
        <UntilHydrated>
          {part.children.length > 0 && (
            <div className="field">
              <label htmlFor={`part-${part.id}-variant`}>{t('parts.variant')}</label>
              <select id={`part-${part.id}-variant`} value={variantId} onChange={(e) => setVariantId(e.target.value)}>
                {part.children.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name} · {formatCents(c.price_cents)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={styles.buy}>
            <label className="visually-hidden" htmlFor={qtyId}>
              {t('parts.quantity')}
            </label>
            <input
              id={qtyId}
              className={styles.qty}
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, max)}
              value={qty}
              onChange={(e) => setQty(Math.max(1, Math.round(Number(e.target.value)) || 1))}
            />
            <button type="button" className="btn btn-primary" onClick={submit} disabled={max === 0 || add.isPending} data-testid="part-add">
              <Icon name="cart" size={18} />
              {add.isPending ? t('parts.adding') : t('parts.addToCart')}
            </button>
          </div>
        </UntilHydrated>
        <div aria-live="polite" className={styles.buyStatus}>
          {add.isSuccess && !networkFailed && (
            <p className={styles.added} data-testid="part-added">
              {t('parts.added')} <Link to={to('/shoppingCart')}>{t('parts.viewCart')}</Link>
            </p>
          )}
          {refusal && <p className={styles.refusal}>{refusal}</p>}
          {networkFailed && (
            <p className={styles.refusal} data-testid="needs-connection">
              {t('parts.needsConnection')}{' '}
              <button type="button" className={styles.linkBtn} onClick={submit}>
                {t('parts.retry')}
              </button>
            </p>
          )}
        </div>
      </div>
    </li>
  );
}
