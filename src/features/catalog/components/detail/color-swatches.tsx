import { useTranslation } from 'react-i18next';
import { cssColor } from '../shared/css-color.ts';
import styles from './detail.module.css';

/** A colour choice as a native radio group (arrow keys move between swatches). */
export function ColorSwatches({
  colors,
  value,
  onChange,
  name,
}: {
  colors: { slug: string; name: string; hex: string; accent?: string }[];
  value: string;
  onChange: (slug: string) => void;
  name: string;
}) {
  const { t } = useTranslation('catalog');
  const current = colors.find((c) => c.slug === value) ?? colors[0];
  return (
    <fieldset className={styles.fieldset} data-testid="color-swatches">
      <legend className={styles.legend}>
        {t('detail.color')} <span className={styles.legendValue}>{current?.name}</span>
      </legend>
      <div className={styles.swatches}>
        {colors.map((c) => (
          <label key={c.slug} className={styles.swatch} title={c.name}>
            <input
              type="radio"
              name={name}
              value={c.slug}
              checked={c.slug === current?.slug}
              onChange={() => onChange(c.slug)}
              className={styles.swatchInput}
            />
            <span
              className={styles.swatchDot}
              style={{ background: c.accent ? `linear-gradient(135deg, ${cssColor(c.hex)} 0 58%, ${cssColor(c.accent)} 58% 100%)` : cssColor(c.hex) }}
              aria-hidden="true"
            />
            <span className="visually-hidden">{c.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
