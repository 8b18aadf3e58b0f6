import { useTranslation } from 'react-i18next';
import type { Coupon } from '../api/types.ts';
import { couponDiscount, type PricedLine } from '../lib/coupon.ts';
import { yuanFromCents } from '../lib/money.ts';
import styles from './address.module.css';

/** Coupon choice for the checkout: usable coupons with their preview discount, "no coupon", and the rest greyed out. */
export function CouponPicker({
  coupons,
  lines,
  value,
  onChange,
}: {
  coupons: Coupon[];
  lines: PricedLine[];
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('shop');
  const shown = coupons.filter((c) => c.status === 'available');
  return (
    <ul className={styles.options} role="radiogroup" aria-label={t('checkout.coupon')}>
      <li>
        <label className={styles.option}>
          <input type="radio" name="coupon" checked={value === 0} onChange={() => onChange(0)} data-testid="coupon-none" />
          <span className={styles.couponMain}>
            <span className={styles.couponTitle}>{t('checkout.noCoupon')}</span>
          </span>
        </label>
      </li>
      {shown.map((c) => {
        const off = couponDiscount(c, lines);
        return (
          <li key={c.id}>
            <label className={`${styles.option} ${off ? '' : styles.disabled}`} data-testid="coupon-option">
              <input type="radio" name="coupon" checked={value === c.id} disabled={!off} onChange={() => onChange(c.id)} />
              <span className={styles.couponMain}>
                <span className={styles.couponTitle}>{c.title}</span>
                <span className={styles.couponMeta}>{off ? t('coupon.applies') : t('coupon.notApplicable')}</span>
              </span>
              {off > 0 && <span className={styles.couponOff}>−{yuanFromCents(off)}</span>}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
