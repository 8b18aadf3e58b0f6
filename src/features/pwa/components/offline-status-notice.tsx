import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissOfflineStatus, type OfflineStatus } from '../../../lib/offline-readiness.ts';
import styles from './pwa-chrome.module.css';

/** How long "ready to use offline" stays (a failure stays until closed). */
const READY_VISIBLE_MS = 8000;

/** "Ready to use offline" (polite, once ever), or why the offline copy could not be saved. */
export function OfflineStatusNotice({ status }: { status: Exclude<OfflineStatus, 'none'> }) {
  const { t } = useTranslation('pwa');
  useEffect(() => {
    if (status !== 'ready') return undefined;
    const timer = window.setTimeout(dismissOfflineStatus, READY_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  const ready = status === 'ready';
  return (
    <p
      className={`${styles.pill} ${ready ? styles.pillOnline : ''}`}
      role="status"
      data-testid={ready ? 'offline-ready' : 'offline-failed'}
      data-reason={status}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span>{ready ? t('offlineCopy.ready') : t(status === 'quota' ? 'offlineCopy.quota' : 'offlineCopy.storage')}</span>
      <button type="button" className={styles.pillClose} onClick={dismissOfflineStatus} aria-label={t('offlineCopy.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </p>
  );
}
