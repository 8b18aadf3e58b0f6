import { useTranslation } from 'react-i18next';
import { setDataSaverOff } from '../../../lib/data-saver.ts';
import styles from './pwa-chrome.module.css';

/** Shown while data saver is on (Save-Data or a 2g connection): says what it does, and turns it off. */
export function DataSaverChip() {
  const { t } = useTranslation('pwa');
  return (
    <p className={styles.pill} role="status" data-testid="data-saver-chip">
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M10 3.5c3.2 2.6 5 5.1 5 7.6a5 5 0 0 1-10 0c0-2.5 1.8-5 5-7.6Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinejoin="round"
        />
      </svg>
      <span title={t('dataSaver.explain')}>{t('dataSaver.on')}</span>
      <button type="button" className={styles.pillAction} onClick={() => setDataSaverOff(true)} data-testid="data-saver-off">
        {t('dataSaver.turnOff')}
      </button>
    </p>
  );
}
