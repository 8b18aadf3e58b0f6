import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilmVideo } from '../../api/get-video-pics.ts';
import styles from './media.module.css';

/** "531 KB" / "1.2 MB": what pressing play will cost on a metered connection. */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The native player: nothing is fetched before the visitor asks (`preload="none"`), the keyboard
 * works through the browser's own controls, and the film starts by itself only when the visitor
 * opened it with "play" and neither reduced motion nor Save-Data is asked for.
 */
export function FilmPlayer({ video, title, lang, start }: { video: FilmVideo; title: string; lang: 'zh' | 'en'; start: boolean }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v || !start || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // A refused play() (autoplay policy) leaves the controls for the visitor: nothing to report.
    v.play().catch(() => undefined);
  }, [start]);
  return (
    <video
      ref={ref}
      className={styles.video}
      controls
      preload="none"
      playsInline
      poster={video.poster}
      width={1280}
      height={720}
      aria-label={t('media.player', { title })}
      data-testid="film-video"
      data-autofocus
    >
      {video.webm && <source src={video.webm} type="video/webm" />}
      <source src={video.mp4} type="video/mp4" />
      <track kind="captions" src={video.captions} srcLang={lang} label={t('media.captions')} default />
    </video>
  );
}
