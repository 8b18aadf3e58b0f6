import { useTranslation } from 'react-i18next';
import styles from './shop.module.css';

/** − value + for a cart quantity; the buttons stop at 1 and at `max`. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
  label,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <div className={styles.stepper} role="group" aria-label={label}>
      <button type="button" onClick={() => onChange(value - 1)} disabled={disabled || value <= 1} aria-label={t('cart.less')} data-testid="qty-dec">
        −
      </button>
      <span className={styles.stepperValue} aria-live="polite" data-testid="qty-value">
        {value}
      </span>
      <button type="button" onClick={() => onChange(value + 1)} disabled={disabled || value >= max} aria-label={t('cart.more')} data-testid="qty-inc">
        +
      </button>
    </div>
  );
}

/** An order or coupon status as a coloured chip. */
export function StatusChip({ status, label }: { status: string; label: string }) {
  return (
    <span className={`${styles.status} ${styles[`status_${status}`] ?? ''}`} data-testid="status-chip" data-status={status}>
      {label}
    </span>
  );
}
