import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { afterLoadAndIdle, pageSettled } from '../../../../lib/idle.ts';
import type { Banner } from '../../api/types.ts';
import { wrapIndex } from '../gallery/gallery-math.ts';
import { useReducedMotion } from '../shared/use-reduced-motion.ts';
import { Chevron, PauseIcon, PlayIcon, useSwipe } from '../shared/carousel-kit.tsx';
import styles from './hero-carousel.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_FULL } from '../../../../components/ui/picture-sizes.ts';

const AUTOPLAY_MS = 6500;
/** Intrinsic size of the banner artwork (server/art), so the LCP image reserves its box. */
export const BANNER_SIZE = { width: 1600, height: 700 } as const;

/**
 * The home hero: full-bleed banners with previous/next, dots, a pause button and swipe. It
 * autoplays only when the user has not asked for reduced motion, and stops while hovered or focused.
 * Autoplay, and the progress bar that counts it down, start once the page has settled (loaded, then
 * quiet; decision 038). A slow connection gets the first slide for its full time and the next slide's
 * picture before it is shown, and while the page loads no animation keeps the compositor drawing
 * frames. Until then the current slide's bar is full, as when paused.
 */
export function HeroCarousel({ banners, to }: { banners: Banner[]; to: (path: string) => string }) {
  const { t } = useTranslation('home');
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hold, setHold] = useState(false);
  const [seen, setSeen] = useState<Set<number>>(() => new Set([0]));
  // The next slide's picture is fetched once the page has loaded: it stays hidden until autoplay or a
  // control shows it, and until then the first screen's bytes and main thread come first.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => void afterLoadAndIdle().then(() => setLoaded(true)), []);
  const [settled, setSettled] = useState(false);
  useEffect(() => void pageSettled().then(() => setSettled(true)), []);
  const count = banners.length;
  // `playing`: autoplay is on (the pause button offers to pause). `running`: the slides are moving now.
  const playing = count > 1 && !reduced && !userPaused;
  const running = playing && settled && !hold;

  const go = useCallback(
    (i: number) => {
      const next = wrapIndex(i, count);
      setSeen((s) => (s.has(next) ? s : new Set(s).add(next)));
      setIndex(next);
    },
    [count],
  );
  const swipe = useSwipe((dir) => go(index + dir));

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, go]);

  if (count === 0) return null;
  const upcoming = wrapIndex(index + 1, count);
  return (
    <section
      className={styles.hero}
      aria-roledescription={t('carousel')}
      aria-label={t('heroLabel')}
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHold(false);
      }}
    >
      <div className={styles.viewport} {...swipe} aria-live={running ? 'off' : 'polite'} data-testid="hero">
        {banners.map((b, i) => {
          const active = i === index;
          const showImage = i === 0 || seen.has(i) || (loaded && i === upcoming);
          return (
            <div
              key={b.id}
              className={`${styles.slide} ${active ? styles.active : ''}`}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { n: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
            >
              {showImage && (
                <Picture
                  className={styles.image}
                  src={b.image}
                  alt=""
                  width={BANNER_SIZE.width}
                  height={BANNER_SIZE.height}
                  sizes={SIZES_FULL}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  draggable={false}
                />
              )}
              <div className={styles.scrim} />
              <div className={`container ${styles.caption}`}>
                <p className={styles.kicker}>{t('heroKicker')}</p>
                <h2 className={styles.title}>{b.title}</h2>
                {b.subtitle && <p className={styles.subtitle}>{b.subtitle}</p>}
                {b.link && (
                  <Link className={`btn btn-primary ${styles.cta}`} to={to(b.link)}>
                    {t('discover')}
                    <span className="visually-hidden">: {b.title}</span>
                  </Link>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={`container ${styles.controls}`}>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { n: i + 1, title: b.title })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <span className={styles.dotBar} data-running={running && i === index ? 'true' : undefined} />
              </button>
            ))}
          </div>
          <div className={styles.buttons}>
            <button type="button" className={styles.ctrl} onClick={() => go(index - 1)} aria-label={t('prev')}>
              <Chevron dir="left" />
            </button>
            <button
              type="button"
              className={styles.ctrl}
              onClick={() => setUserPaused((p) => !p)}
              aria-label={playing ? t('pause') : t('play')}
              data-testid="hero-pause"
              disabled={reduced}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <button type="button" className={styles.ctrl} onClick={() => go(index + 1)} aria-label={t('next')}>
              <Chevron dir="right" />
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
