import { useTranslation } from 'react-i18next';
import { dismissInstall, promptInstall, type InstallOffer } from '../install-store.ts';
import styles from './pwa-chrome.module.css';

/** The install button (where the browser offers it) or short iOS "Add to Home Screen" instructions. */
export function InstallSuggestion({ offer }: { offer: Exclude<InstallOffer, 'none'> }) {
  const { t } = useTranslation('pwa');
  const close = (
    <button type="button" className={styles.close} onClick={dismissInstall} aria-label={t('install.dismiss')}>
      <span aria-hidden="true">×</span>
    </button>
  );
  if (offer === 'ios') {
    return (
      <section className={styles.card} aria-labelledby="pwa-ios-title" data-testid="install-ios">
        <div className={styles.cardText}>
          <p id="pwa-ios-title" className={styles.cardTitle}>
            {t('install.iosTitle')}
          </p>
          <p className={styles.cardBody}>
            <ShareIcon label={t('install.iosShare')} /> {t('install.iosBody')}
          </p>
        </div>
        {close}
      </section>
    );
  }
  return (
    <div className={styles.install}>
      <button type="button" className={styles.installButton} onClick={() => void promptInstall()} data-testid="install-button">
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M10 3v9m0 0-3.5-3.5M10 12l3.5-3.5M4 14.5V16h12v-1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>
          {t('install.button')}
          <small className={styles.installHint}>{t('install.hint')}</small>
        </span>
      </button>
      {close}
    </div>
  );
}

function ShareIcon({ label }: { label: string }) {
  return (
    <svg className={styles.share} viewBox="0 0 20 20" width="16" height="16" role="img" aria-label={label}>
      <path
        d="M10 2.5v10M10 2.5 6.8 5.7M10 2.5l3.2 3.2M6 8.5H4.5v9h11v-9H14"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
