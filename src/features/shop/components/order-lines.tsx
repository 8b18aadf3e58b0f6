import { useTranslation } from 'react-i18next';
import type { Order } from '../api/types.ts';
import { yuanFromCents } from '../lib/money.ts';
import { AddressText } from './address-form.tsx';
import shell from './shop.module.css';
import styles from './cart.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';

/** What an order contains: its goods lines and address, or the reserved motorcycle and dealer. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  if (order.vehicle) {
    const v = order.vehicle;
    return (
      <div className={styles.miniItem} data-testid="order-vehicle">
        {v.pic ? <Picture src={v.pic} alt="" width={56} height={56} sizes={sizesFixed(56)} /> : <span />}
        <span>
          <span className={styles.miniName}>{v.model_name}</span>
          <span className={styles.miniMeta}>
            {' '}
            {v.version_name} · {v.color_name}
          </span>
          <span className={`${styles.miniMeta} ${shell.block}`}>
            {t('buy.store')}: {v.store_name}
          </span>
        </span>
        <span className="price">{yuanFromCents(v.price * 100)}</span>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.mini}>
        {order.items.map((i) => (
          <li key={`${i.goods_id}`} className={styles.miniItem}>
            <Picture src={i.pic} alt="" width={56} height={56} sizes={sizesFixed(56)} />
            <span>
              <span className={styles.miniName}>{i.name}</span>
              <span className={styles.miniMeta}>
                {' '}
                {i.spec ? `${i.spec} · ` : ''}× {i.quantity}
              </span>
            </span>
            <span className="price">{yuanFromCents(i.price_cents * i.quantity)}</span>
          </li>
        ))}
      </ul>
      {order.address && (
        <p className={shell.addressLine}>
          <span className={shell.muted}>{t('checkout.address')}</span>
          <AddressText a={order.address} />
        </p>
      )}
    </>
  );
}
