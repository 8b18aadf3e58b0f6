import { usePageLoading } from '../page-loads.ts';
import styles from './loading-bar.module.css';

/** The spec's loading-bar duration: the bar creeps to 90% over 5 s while a page loads. */
export const LOADING_BAR_DURATION_MS = 5000;

/** Top loading bar shown while the code of the page navigated to is loading. */
export function LoadingBar() {
  const busy = usePageLoading();
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
