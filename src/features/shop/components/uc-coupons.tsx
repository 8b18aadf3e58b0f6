import { useTranslation } from 'react-i18next';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useUserCoupon } from '../api/get-user-coupon.ts';
import type { Coupon } from '../api/types.ts';
import { formatDateTime, yuanFromCents } from '../lib/money.ts';
import { QueryState, useToken } from './gates.tsx';
import { StatusChip } from './quantity-stepper.tsx';
import styles from './user-center.module.css';

/** The coupons tab: each coupon as a ticket with its value, conditions, expiry and status. */
export function CouponsTab() {
  const { t } = useTranslation('shop');
  const { lang, locale } = useLocale();
  const token = useToken();
  const coupons = useUserCoupon(lang, token);
  const value = (c: Coupon) =>
    c.kind === 'percent_off' ? t('coupon.percent', { off: c.percent, zhe: (100 - c.percent) / 10 }) : yuanFromCents(c.amount_cents);
  const rule = (c: Coupon) => {
    const scope = c.scope === 'equip' ? t('coupon.scopeEquip') : c.scope === 'parts' ? t('coupon.scopeParts') : t('coupon.scopeAll');
    return c.threshold_cents > 0 ? t('coupon.over', { amount: yuanFromCents(c.threshold_cents), scope }) : scope;
  };
  return (
    <QueryState query={coupons}>
      {(list) =>
        list.length === 0 ? (
          <StateMessage title={t('coupon.none')} />
        ) : (
          <ul className={styles.coupons}>
            {list.map((c) => (
              <li key={c.id} className={`${styles.coupon} ${c.status !== 'available' ? styles.couponOff : ''}`} data-testid="uc-coupon">
                <div className={styles.couponValue}>{value(c)}</div>
                <div className={styles.couponInfo}>
                  <p className={styles.couponTitle}>{c.title}</p>
                  <p className={styles.couponRule}>{rule(c)}</p>
                  <p className={styles.couponRule}>{t('coupon.until', { date: formatDateTime(c.expires_at, locale, false) })}</p>
                </div>
                <StatusChip status={c.status} label={t(`coupon.status.${c.status}`)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
