import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shop.module.css';

/** The shop's title band: eyebrow, title, optional lead and extra content (e.g. checkout steps). */
export function PageBand({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.band}>
      <div className={`container ${styles.bandInner}`}>
        {eyebrow && <p className={styles.bandEyebrow}>{eyebrow}</p>}
        <h1 className={styles.bandTitle}>{title}</h1>
        {lead && <p className={styles.bandLead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}

const STEPS = ['cart', 'checkout', 'pay', 'done'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Cart → Details → Payment → Done, with the current step marked for assistive technology too. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation('shop');
  const at = STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('steps.label')}>
      {STEPS.map((s, i) => (
        <li key={s} className={i < at ? styles.stepDone : i === at ? styles.stepCurrent : styles.step} aria-current={i === at ? 'step' : undefined}>
          <span className={styles.stepDot} aria-hidden="true">
            {i < at ? '✓' : i + 1}
          </span>
          <span>{t(`steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** A small padlock line under totals: what protects this payment. */
export function SecureNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.secure}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
        />
      </svg>
      {children}
    </p>
  );
}
