import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { formatDateTime } from '../lib/money.ts';
import { QueryState, useToken } from './gates.tsx';
import styles from './user-center.module.css';

/** The overview tab: who is logged in, counts that lead to their tabs, and shortcuts. */
export function ProfileTab() {
  const { t } = useTranslation('shop');
  const { lang, locale, to } = useLocale();
  const token = useToken();
  const info = useUserInfo(lang, token);
  return (
    <QueryState query={info}>
      {(u) => (
        <div data-testid="uc-profile">
          <div className={styles.stats}>
            <Link to={to('/userCenter?tab=orders')} className={styles.stat}>
              <span className={styles.statNum}>{u.order_count}</span>
              <span>{t('profile.orders')}</span>
            </Link>
            <Link to={to('/userCenter?tab=orders')} className={styles.stat}>
              <span className={styles.statNum}>{u.pending_count}</span>
              <span>{t('profile.pending')}</span>
            </Link>
            <Link to={to('/userCenter?tab=coupons')} className={styles.stat}>
              <span className={styles.statNum}>{u.coupon_count}</span>
              <span>{t('profile.coupons')}</span>
            </Link>
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t('profile.nickname')}</dt>
              <dd>{u.nickname}</dd>
            </div>
            <div>
              <dt>{t('profile.mobile')}</dt>
              <dd>{u.mobile}</dd>
            </div>
            <div>
              <dt>{t('profile.since')}</dt>
              <dd>{formatDateTime(u.created_at, locale, false)}</dd>
            </div>
          </dl>
          <h2 className={styles.subhead}>{t('profile.shortcuts')}</h2>
          <div className={styles.shortcuts}>
            <Link to={to('/shopHomePage')}>{t('profile.shop')}</Link>
            <Link to={to('/shoppingCart')}>{t('profile.cart')}</Link>
            <Link to={to('/testDrive')}>{t('profile.testDrive')}</Link>
            <Link to={to('/upkeep')}>{t('profile.upkeep')}</Link>
          </div>
        </div>
      )}
    </QueryState>
  );
}
