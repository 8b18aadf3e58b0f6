import { useTranslation } from 'react-i18next';
import type { ModelVersion } from '../../api/types.ts';
import { pricePair } from '../price/price-math.ts';
import styles from './detail.module.css';

/** The version (trim) choice as radio cards showing each version's price. */
export function VersionPicker({ versions, value, onChange }: { versions: ModelVersion[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('catalog');
  if (versions.length === 0) return null;
  return (
    <fieldset className={styles.fieldset} data-testid="version-picker">
      <legend className={styles.legend}>{t('detail.version')}</legend>
      <div className={styles.versions}>
        {versions.map((v) => {
          const p = pricePair(v.retail_price, v.activity_price);
          return (
            <label key={v.id} className={styles.version}>
              <input
                type="radio"
                name="version"
                value={v.id}
                checked={v.id === value}
                onChange={() => onChange(v.id)}
                className={styles.versionInput}
              />
              <span className={styles.versionName}>{v.name}</span>
              <span className={styles.versionPrice}>{p.activity ?? p.retail}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
