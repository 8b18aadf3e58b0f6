import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useEditCarGoods } from '../api/edit-car-goods.ts';
import { useDeleteCarGoods } from '../api/delete-car-goods.ts';
import type { CartLine } from '../api/types.ts';
import { yuanFromCents } from '../lib/money.ts';
import { errorText, isNetworkError, whenOnline } from './gates.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import shell from './shop.module.css';
import styles from './cart.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';

/** Price of a cart line in cents (the server's price_cents, or the yuan string as a fallback). */
export function lineCents(l: CartLine): number {
  return l.price_cents ?? Math.round(Number.parseFloat(l.purchasePrice) * 100);
}

/** One cart line: picture, name and variant, unit price, quantity stepper, line total and remove. */
export function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useTranslation('shop');
  const { to } = useLocale();
  const edit = useEditCarGoods();
  const remove = useDeleteCarGoods();
  const [offline, setOffline] = useState(false);
  const name = line.goods_name ?? line.name ?? line.title ?? '';
  const max = Math.max(1, Math.min(99, line.stock ?? 99));
  const href = to(`/attachmentDetail?id=${line.parent_id ?? line.goods_id}&type=${line.kind === 'equip' ? 2 : 1}`);
  const busy = edit.isPending || remove.isPending;
  const err = edit.error ?? remove.error;

  const setQty = (quantity: number) => setOffline(!whenOnline(() => edit.mutate({ cart_id: line.cart_id, quantity })));
  const onRemove = () => setOffline(!whenOnline(() => remove.mutate(line.cart_id)));
  const shown = edit.isPending && edit.variables ? edit.variables.quantity : line.quantity;

  return (
    <li className={styles.line} data-testid="cart-line" data-cart-id={line.cart_id} aria-busy={busy}>
      <Link to={href} className={styles.lineMedia} tabIndex={-1} aria-hidden="true">
        <Picture className={shell.thumb} src={line.top_pic ?? line.mainImgUrl} alt="" width={88} height={88} sizes={sizesFixed(88)} />
      </Link>
      <div className={styles.lineMain}>
        <Link to={href} className={styles.lineName}>
          {name}
        </Link>
        {line.spec && <p className={styles.lineSpec}>{line.spec}</p>}
        <p className={styles.lineUnit}>{yuanFromCents(lineCents(line))}</p>
        {(offline || err) && (
          <p className={shell.alert} role="alert" data-testid="cart-line-error">
            {offline || isNetworkError(err) ? t('common.offlineAction') : errorText(err, t('common.failed'))}
          </p>
        )}
      </div>
      <div className={styles.lineControls}>
        <QuantityStepper value={shown} max={max} onChange={setQty} disabled={busy} label={t('cart.quantityOf', { name })} />
        <p className={`price ${styles.lineTotal}`} data-testid="cart-line-total">
          {yuanFromCents(lineCents(line) * shown)}
        </p>
        <button type="button" className={shell.linkButton} onClick={onRemove} disabled={busy} data-testid="cart-remove">
          {t('cart.remove')}
          <span className="visually-hidden">{name}</span>
        </button>
      </div>
    </li>
  );
}
