import { useTranslation } from 'react-i18next';
import styles from './pwa-chrome.module.css';

/** The unobtrusive offline pill (and, briefly, "back online"). */
export function OfflineIndicator({ online }: { online: boolean }) {
  const { t } = useTranslation('pwa');
  return (
    <p className={`${styles.pill} ${online ? styles.pillOnline : ''}`} role="status" data-testid="offline-indicator" data-online={online}>
      <span className={styles.dot} aria-hidden="true" />
      {online ? t('offline.back') : t('offline.pill')}
    </p>
  );
}
