import { useTranslation } from 'react-i18next';
import type { GoodsVariant } from '../../api/types.ts';
import { formatYuan } from '../../../../lib/format.ts';
import styles from './goods.module.css';

/** Variants (size, colour) as a radio group; sold-out variants stay visible but cannot be picked. */
export function VariantPicker({ variants, value, onChange }: { variants: GoodsVariant[]; value: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('catalog');
  return (
    <fieldset className={styles.fieldset} data-testid="variant-picker">
      <legend className={styles.legend}>{t('goods.variant')}</legend>
      <div className={styles.variants}>
        {variants.map((v) => {
          const soldOut = v.stock <= 0;
          return (
            <label key={v.id} className={`${styles.variant} ${soldOut ? styles.variantOut : ''}`} data-testid="variant">
              <input
                type="radio"
                name="variant"
                value={v.id}
                checked={v.id === value}
                disabled={soldOut}
                onChange={() => onChange(v.id)}
                className={styles.variantInput}
              />
              <span className={styles.variantName}>{v.name}</span>
              <span className={styles.variantMeta}>
                {formatYuan(v.purchasePrice)} · {soldOut ? t('goods.soldOut') : t('goods.stock', { count: v.stock })}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
