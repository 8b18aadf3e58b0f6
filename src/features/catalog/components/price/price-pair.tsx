import { useTranslation } from 'react-i18next';
import { pricePair } from './price-math.ts';
import styles from './price-pair.module.css';

/**
 * Retail and activity price with their labels (零售价 / 活动价). `size="lg"` is the detail page's
 * headline price; the default suits cards.
 */
export function PricePair({ retail, activity, size = 'md' }: { retail: number; activity?: number | null; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('catalog');
  const p = pricePair(retail, activity);
  return (
    <dl className={`${styles.pair} ${size === 'lg' ? styles.lg : ''}`} data-testid="price-pair">
      <div className={styles.item}>
        <dt className={styles.label}>{t('price.retail')}</dt>
        <dd className={`${styles.value} ${p.activity ? styles.struck : ''}`} data-testid="retail-price">
          {p.retail}
        </dd>
      </div>
      {p.activity && (
        <div className={styles.item}>
          <dt className={styles.label}>{t('price.activity')}</dt>
          <dd className={`${styles.value} ${styles.offer}`} data-testid="activity-price">
            {p.activity}
          </dd>
        </div>
      )}
    </dl>
  );
}
