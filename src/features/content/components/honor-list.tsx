import { useTranslation } from 'react-i18next';
import type { Honor } from '../api/get-honors.ts';
import styles from './honor-list.module.css';

/** Honors as a year-led list, newest first. */
export function HonorList({ items }: { items: Honor[] }) {
  const { t } = useTranslation('content');
  if (items.length === 0) return <p>{t('honor.empty')}</p>;
  return (
    <ol className={styles.list}>
      {items.map((h) => (
        <li key={h.id} className={styles.item}>
          <span className={styles.year}>{h.year}</span>
          <span className={styles.seal} aria-hidden="true">
            <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
              <circle cx="20" cy="16" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M13 25 L10 37 L20 32 L30 37 L27 25" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
              <path d="M15 16 L19 20 L26 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span className={styles.body}>
            <span className={styles.title}>{h.title}</span>
            <span className={styles.issuer}>
              <span className="visually-hidden">{t('honor.issuer')}: </span>
              {h.issuer}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
