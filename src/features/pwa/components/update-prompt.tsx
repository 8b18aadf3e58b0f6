import { useTranslation } from 'react-i18next';
import { acceptUpdate, dismissUpdate } from '../../../lib/sw-bridge.ts';
import styles from './pwa-chrome.module.css';

/** "A new version is ready": accepting activates the waiting worker and reloads. */
export function UpdatePrompt() {
  const { t } = useTranslation('pwa');
  return (
    <section className={styles.card} role="status" aria-labelledby="pwa-update-title" data-testid="update-prompt">
      <div className={styles.cardText}>
        <p id="pwa-update-title" className={styles.cardTitle}>
          {t('update.title')}
        </p>
        <p className={styles.cardBody}>{t('update.body')}</p>
      </div>
      <div className={styles.cardActions}>
        <button type="button" className="btn btn-primary btn-small" onClick={acceptUpdate} data-testid="update-accept">
          {t('update.accept')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={dismissUpdate}>
          {t('update.later')}
        </button>
      </div>
    </section>
  );
}
