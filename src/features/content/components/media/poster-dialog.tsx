import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoPic } from '../../api/get-video-pics.ts';
import styles from './media.module.css';

/**
 * A film's larger poster with its running time and synopsis (native modal <dialog>). There is no
 * video file: this is the honest "poster and synopsis" view. On a constrained connection it reuses
 * the small poster already loaded instead of fetching the large one.
 */
export function PosterDialog({ film, constrained, onClose }: { film: VideoPic; constrained: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    d?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const src = constrained ? film.poster : film.image;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="poster-title" onClose={onClose} data-testid="poster-dialog">
      <img
        className={constrained ? styles.dialogPoster : styles.dialogImage}
        src={src}
        alt=""
        width={constrained ? 800 : 1600}
        height={constrained ? 1200 : 700}
        decoding="async"
      />
      <div className={styles.dialogBody}>
        <div>
          <h2 id="poster-title" className={styles.dialogTitle}>
            {film.title}
          </h2>
          {film.duration && <p className={styles.duration}>{t('media.duration', { duration: film.duration })}</p>}
          <p className={styles.dialogText}>{film.description}</p>
        </div>
        <button type="button" className="btn btn-dark" onClick={() => ref.current?.close()} data-autofocus>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
