import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Store } from '../api/types.ts';
import { formatKm } from '../lib/geo.ts';
import { Icon } from './icons.tsx';
import { NavigateLinks } from '../../../components/ui/navigate-links.tsx';
import styles from './store-finder.module.css';

interface Props {
  store: Store;
  km?: number;
  selected: boolean;
  locale: 'zh' | 'en';
  to: (path: string) => string;
  onShow: () => void;
}

/** One store: name, distance, address, hours, services, tap-to-call, its test-ride link and directions in the visitor's map app. */
export const StoreCard = forwardRef<HTMLLIElement, Props>(function StoreCard({ store, km, selected, locale, to, onShow }, ref) {
  const { t } = useTranslation('service');
  return (
    <li ref={ref} className={`${styles.card} ${selected ? styles.cardSelected : ''}`} data-testid="store-card" data-store-id={store.id}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardName}>{store.name}</h2>
        {km !== undefined && (
          <span className={styles.distance} data-testid="store-distance">
            {formatKm(km, locale)}
          </span>
        )}
      </div>
      <p className={styles.cardCity}>
        {store.province} · {store.city}
      </p>
      <p className={styles.cardLine}>
        <Icon name="pin" size={18} />
        <span>{store.address}</span>
      </p>
      <p className={styles.cardLine}>
        <Icon name="clock" size={18} />
        <span>{store.hours}</span>
      </p>
      <ul className={styles.chips} aria-label={t('stores.servicesLabel')}>
        {store.services.map((s) => (
          <li key={s}>{t(`stores.services.${s}`, { defaultValue: s })}</li>
        ))}
      </ul>
      <div className={styles.cardActions}>
        <a className="btn btn-dark btn-small" href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} data-testid="store-call">
          <Icon name="phone" size={16} />
          {store.phone}
        </a>
        {store.services.includes('test_drive') && (
          <Link className="btn btn-ghost btn-small" to={to(`/testDrive?store_id=${store.id}`)}>
            {t('stores.testRide')}
          </Link>
        )}
        <NavigateLinks place={{ name: store.name, address: store.address, lat: store.lat, lng: store.lng }} />
        <button type="button" className={styles.showOnMap} onClick={onShow} aria-pressed={selected}>
          {t('stores.showOnMap')}
        </button>
      </div>
    </li>
  );
});
