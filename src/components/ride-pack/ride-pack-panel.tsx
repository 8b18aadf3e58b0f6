import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/use-online.ts';
import { usePackStore } from '../../lib/ride-pack/pack-store.ts';
import { packManifestQueryOptions } from './use-pack-manifest.ts';
import { PackChooser } from './pack-chooser.tsx';
import { PackProgress } from './pack-progress.tsx';
import { PackSummary } from './pack-summary.tsx';
import styles from './ride-pack.module.css';
import figureList from '../ui/figure-list.module.css';

/**
 * "Save for offline": choose, see the size, download with progress (pause, resume, carries on after
 * a dropped connection or a reload), then the saved pack with its date, contents and space used,
 * Update and Remove. In the user centre and on its own page (series pages link to it preselected).
 */
export function RidePackPanel({ lang, initialSeries }: { lang: 0 | 1; initialSeries?: string }) {
  const { t } = useTranslation('pack');
  const online = useOnline();
  const queryClient = useQueryClient();
  const { pack, phase, stop, background, load, start, pause, resume, update, remove } = usePackStore();
  // The browser's notification, where the download goes through Background Fetch.
  const titles = useMemo(() => ({ title: t('notifyTitle'), doneTitle: t('notifyDone') }), [t]);
  const [note, setNote] = useState('');
  useEffect(() => void load(), [load]);
  // Back online after a dropped connection: carry on by itself.
  useEffect(() => {
    if (online && phase === 'paused' && stop === 'offline') void resume(titles);
  }, [online, phase, stop, resume, titles]);

  const refresh = async () => {
    if (!pack) return;
    setNote('');
    try {
      await update(await queryClient.fetchQuery({ ...packManifestQueryOptions(pack.choice, lang), staleTime: 0 }), titles);
    } catch {
      setNote(t('sizeFailed'));
    }
  };
  const drop = async () => {
    await remove();
    setNote(t('removed'));
  };

  return (
    <div className={styles.panel} data-testid="ride-pack" data-phase={phase} data-mode={background ? 'background' : 'page'}>
      <p className={styles.lead}>{t('lead')}</p>
      {!pack || phase === 'idle' ? (
        <PackChooser lang={lang} initialSeries={initialSeries} onStart={(choice, manifest) => void start(choice, manifest, titles)} />
      ) : (
        <>
          {phase !== 'done' && <PackProgress pack={pack} phase={phase} stop={stop} background={background} />}
          {phase === 'done' && <PackSummary pack={pack} />}
          {phase === 'paused' && Object.keys(pack.done).length < pack.items.length && pack.savedAt !== null && (
            <p className={styles.muted}>{t('missing')}</p>
          )}
          <div className={figureList.actions}>
            {phase === 'downloading' && (
              <button type="button" className="btn btn-ghost btn-small" onClick={pause} data-testid="pack-pause">
                {t('pause')}
              </button>
            )}
            {phase === 'paused' && (
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => void resume(titles)}
                disabled={!online}
                data-testid="pack-resume"
              >
                {t('resume')}
              </button>
            )}
            {phase === 'done' && (
              <button type="button" className="btn btn-ghost btn-small" onClick={() => void refresh()} disabled={!online} data-testid="pack-update">
                {t('update')}
              </button>
            )}
            <button type="button" className="btn btn-dark btn-small" onClick={() => void drop()} data-testid="pack-remove">
              {t('remove')}
            </button>
          </div>
          {!online && phase !== 'downloading' && <p className={styles.muted}>{t('needsOnline')}</p>}
        </>
      )}
      <p role="status" className={styles.statusLine} data-testid="pack-note">
        {note}
      </p>
    </div>
  );
}
