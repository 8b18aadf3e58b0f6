import type { InstallOffer } from '../install-store.ts';
import { OfflineIndicator } from './offline-indicator.tsx';
import { UpdatePrompt } from './update-prompt.tsx';
import { InstallSuggestion } from './install-suggestion.tsx';
import styles from './pwa-chrome.module.css';

/** The visible part of the PWA chrome (its own lazy chunk: most page views never show it). */
export function PwaDock({ online, backOnline, updateAvailable, offer }: { online: boolean; backOnline: boolean; updateAvailable: boolean; offer: InstallOffer }) {
  return (
    <div className={styles.dock}>
      {updateAvailable && <UpdatePrompt />}
      {(!online || backOnline) && <OfflineIndicator online={online} />}
      {offer !== 'none' && online && <InstallSuggestion offer={offer} />}
    </div>
  );
}
