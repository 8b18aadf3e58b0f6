import styles from './spinner.module.css';

/** Centered loading indicator with an accessible label. */
export function Spinner({ label = '…' }: { label?: string }) {
  return (
    <div className={styles.spinnerWrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
