import { useEffect, useRef } from 'react';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { useTranslation } from 'react-i18next';
import type { VideoPic } from '../../api/get-video-pics.ts';
import { FilmPlayer, fileSize } from './film-player.tsx';
import styles from './media.module.css';

/**
 * A film in a native modal <dialog>: the player when the build rendered the film, else its larger
 * poster with a plain "not available in this build" note (never a play button that does nothing).
 * On a constrained connection the poster view reuses the small poster already loaded.
 */
export function PosterDialog({ film, constrained, onClose }: { film: VideoPic; constrained: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { locale } = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    d?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const video = film.video;
  const src = constrained ? film.poster : film.image;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="poster-title" onClose={onClose} data-testid="poster-dialog">
      {video ? (
        <FilmPlayer video={video} title={film.title} lang={locale} start={!constrained} />
      ) : (
        <img
          className={constrained ? styles.dialogPoster : styles.dialogImage}
          src={src}
          alt=""
          width={constrained ? 800 : 1600}
          height={constrained ? 1200 : 700}
          decoding="async"
        />
      )}
      <div className={styles.dialogBody}>
        <div>
          <h2 id="poster-title" className={styles.dialogTitle}>
            {film.title}
          </h2>
          {video && film.duration ? (
            <p className={styles.duration}>
              {t('media.duration', { duration: film.duration })} · {t('media.fileSize', { size: fileSize(video.bytes) })} · {t('media.silent')}
            </p>
          ) : (
            <p className={styles.duration} data-testid="film-unavailable">
              {t('media.notAvailable')}
            </p>
          )}
          <p className={styles.dialogText}>{film.description}</p>
        </div>
        <button type="button" className="btn btn-dark" onClick={() => ref.current?.close()} {...(video ? {} : { 'data-autofocus': true })}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
