import { useNavigation } from 'react-router';
import styles from './loading-bar.module.css';

/** The spec's loading-bar duration: the bar creeps to 90% over 5 s while a page loads. */
export const LOADING_BAR_DURATION_MS = 5000;

/** Top loading bar shown while the page navigated to loads (its code, translations and data). */
export function LoadingBar() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      className={busy ? styles.busy : styles.idle}
      style={{ ['--duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
      role="progressbar"
      aria-hidden={!busy}
      aria-label="loading"
      data-testid="loading-bar"
      data-state={busy ? 'loading' : 'idle'}
    />
  );
}
