import type { InstallOffer } from '../install-store.ts';
import type { OfflineStatus } from '../../../lib/offline-readiness.ts';
import { OfflineStatusNotice } from './offline-status-notice.tsx';
import { DataSaverChip } from './data-saver-chip.tsx';
import { OfflineIndicator } from './offline-indicator.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { InstallSuggestion } from './install-suggestion.tsx';
import styles from './pwa-chrome.module.css';

/** The visible part of the PWA chrome (its own lazy chunk: most page views never show it). */
export function PwaDock({
  online,
  backOnline,
  updateAvailable,
  offer,
  offlineStatus,
  dataSaver,
}: {
  online: boolean;
  backOnline: boolean;
  updateAvailable: boolean;
  offer: InstallOffer;
  offlineStatus: OfflineStatus;
  dataSaver: boolean;
}) {
  return (
    <div className={styles.dock}>
      {updateAvailable && <UpdatePrompt />}
      {offlineStatus !== 'none' && <OfflineStatusNotice status={offlineStatus} />}
      {dataSaver && <DataSaverChip />}
      {(!online || backOnline) && <OfflineIndicator online={online} />}
      {offer !== 'none' && online && <InstallSuggestion offer={offer} />}
    </div>
  );
}
