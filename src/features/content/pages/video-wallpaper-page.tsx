import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVideoPics, type VideoPic } from '../api/get-video-pics.ts';
import { useSaveData } from '../../../lib/use-save-data.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { PosterDialog } from '../components/media/poster-dialog.tsx';
import { WallpaperDownloads } from '../components/media/wallpaper-downloads.tsx';
import blocks from '../components/blocks.module.css';
import styles from '../components/media/media.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_CARD } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/** /videoWallpaper: films (played in a dialog, or their poster when the build has no video) and wallpapers with one download per screen size. */
export function VideoWallpaperPage() {
  const { t } = useTranslation('content');
  const query = useVideoPics();
  // Read after hydration (the server cannot know the connection): the note is not in the server's
  // HTML, so hydration matches it and the note appears on the render after.
  const constrained = useSaveData();
  const [open, setOpen] = useState<VideoPic | null>(null);
  // Until hydration a click on the server's film button would do nothing: held disabled, as forms are.
  const hydrated = useHydrated();
  return (
    <>
      <PageIntro dark eyebrow={t('media.eyebrow')} title={t('media.title')} lead={t('media.lead')} />
      {constrained && (
        <p className={`container ${styles.saveData}`} role="note" data-testid="save-data-note">
          {t('media.saveData')}
        </p>
      )}
      <QueryGate query={query}>
        {(items) => {
          const films = items.filter((i) => i.kind === 'video');
          const walls = items.filter((i) => i.kind === 'wallpaper');
          if (items.length === 0) return <p className="container">{t('media.empty')}</p>;
          return (
            <>
              <section className="section" aria-labelledby="media-films">
                <div className="container">
                  <SectionHead id="media-films" title={t('media.films')} lead={t('media.filmsLead')} />
                  <ul className={styles.films} data-testid="films">
                    {films.map((f) => (
                      <li key={f.id}>
                        <button
                          type="button"
                          className={`${styles.film} ${f.video ? styles.filmPlay : ''}`}
                          disabled={!hydrated}
                          onClick={() => setOpen(f)}
                          data-testid={f.video ? 'film-play' : 'film-poster'}
                        >
                          <img src={f.poster} alt="" width={800} height={1200} loading="lazy" decoding="async" />
                          <span className="visually-hidden">{t(f.video ? 'media.play' : 'media.view', { title: f.title })} </span>
                          {f.video ? (
                            <span className={styles.play} aria-hidden="true" />
                          ) : (
                            <span className={styles.posterOnly}>{t('media.posterOnly')}</span>
                          )}
                          {f.video && f.duration && <span className={styles.time}>{f.duration}</span>}
                        </button>
                        <p className={styles.filmTitle}>{f.title}</p>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
              <section className={`section ${blocks.white}`} aria-labelledby="media-walls">
                <div className="container">
                  <SectionHead id="media-walls" title={t('media.wallpapers')} lead={t('media.wallpapersLead')} />
                  <ul className={styles.walls} data-testid="wallpapers">
                    {walls.map((w) => (
                      <li key={w.id} className={styles.wall}>
                        <Picture src={w.poster} alt="" width={1600} height={700} sizes={SIZES_CARD} />
                        <h3 className={styles.wallTitle}>{w.title}</h3>
                        <p className={styles.wallText}>{w.description}</p>
                        <WallpaperDownloads wallpaper={w} />
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            </>
          );
        }}
      </QueryGate>
      {open && <PosterDialog key={open.id} film={open} constrained={constrained} onClose={() => setOpen(null)} />}
    </>
  );
}

export { VideoWallpaperPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'] };
