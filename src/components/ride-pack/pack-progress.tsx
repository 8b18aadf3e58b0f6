import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../lib/offline-storage.ts';
import { packProgress, type PackState } from '../../lib/ride-pack/pack-state.ts';
import type { BackgroundReceived, PackPhase, PackStop } from '../../lib/ride-pack/pack-store.ts';
import styles from './ride-pack.module.css';

/**
 * Bytes and files stored so far as a real <progress>, and why the download stopped, if it did. In a
 * background download the bytes come from the browser's progress events (files are stored at the end).
 */
export function PackProgress({
  pack,
  phase,
  stop,
  background,
}: {
  pack: PackState;
  phase: PackPhase;
  stop: PackStop;
  background?: BackgroundReceived | null;
}) {
  const { t } = useTranslation('pack');
  const stored = packProgress(pack);
  const p = background ? { ...stored, bytesDone: Math.min(stored.bytesTotal, stored.bytesDone + background.downloaded) } : stored;
  return (
    <div className={styles.progress}>
      <label htmlFor="pack-progress" className={styles.progressLabel}>
        {t('progress')}
      </label>
      <progress id="pack-progress" max={p.bytesTotal || 1} value={p.bytesDone} data-testid="pack-progress" />
      <p className={styles.progressText} data-testid="pack-progress-text">
        {t('progressText', { done: formatBytes(p.bytesDone), total: formatBytes(p.bytesTotal), items: p.itemsDone, itemsTotal: p.itemsTotal })}
      </p>
      {/* Announced once per change of state, not on every file. */}
      <p role="status" className={styles.statusLine} data-testid="pack-status">
        {phase === 'downloading' ? t(background ? 'downloadingBackground' : 'downloading') : phase === 'paused' && stop ? t(`stopped.${stop}`) : ''}
      </p>
    </div>
  );
}
