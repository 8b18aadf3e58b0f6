import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppBanners } from '../api/get-app-banners.ts';
import { useAbout } from '../api/get-about.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { RidgeArt } from '../components/ridge-art.tsx';
import { FeatureIcon } from '../components/app/feature-icon.tsx';
import styles from '../components/blocks.module.css';
import app from '../components/app/app.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_CARD } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/** /app: download QR codes, app banners and the app's features (no footer on this page, a shell rule). */
export function AppPage() {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  const banners = useAppBanners();
  const about = useAbout();
  return (
    <>
      <header className={app.hero}>
        <RidgeArt className={app.art} />
        <div className={`container ${app.heroInner}`}>
          <div>
            <p className={`eyebrow ${app.eyebrow}`}>{t('app.eyebrow')}</p>
            <h1 className={app.title}>{t('app.title')}</h1>
            <p className={app.lead}>{t('app.lead')}</p>
          </div>
          <section className={app.download} aria-labelledby="app-download">
            <h2 id="app-download" className={app.downloadTitle}>
              {t('app.download')}
            </h2>
            <p className={app.hint}>{t('app.scanHint')}</p>
            <ul className={app.qrs}>
              <li>
                <figure className={app.qr}>
                  <img src="/media/qr/app-ios.svg" alt={t('app.iosAlt')} width={168} height={168} decoding="async" />
                  <figcaption>{t('app.ios')}</figcaption>
                </figure>
              </li>
              <li>
                <figure className={app.qr}>
                  <img src="/media/qr/app-android.svg" alt={t('app.androidAlt')} width={168} height={168} decoding="async" />
                  <figcaption>{t('app.android')}</figcaption>
                </figure>
              </li>
            </ul>
          </section>
        </div>
      </header>

      <section className="section" aria-labelledby="app-highlights">
        <div className="container">
          <SectionHead id="app-highlights" title={t('app.highlights')} />
          <QueryGate query={banners}>
            {(list) => (
              <ul className={app.banners} data-testid="app-banners">
                {list.map((b) => (
                  <li key={b.id}>
                    <Link className={app.banner} to={to(b.link)}>
                      <Picture src={b.image} alt="" width={1600} height={700} sizes={SIZES_CARD} />
                      <span className={app.bannerText}>
                        <span className={app.bannerTitle}>{b.title}</span>
                        <span className={app.bannerSub}>{b.subtitle}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryGate>
        </div>
      </section>

      <section className={`section ${styles.white}`} aria-labelledby="app-features">
        <div className="container">
          <SectionHead id="app-features" title={t('app.features')} />
          <QueryGate query={about}>
            {(data) => (
              <ul className={app.features}>
                {data.appFeatures.map((f) => (
                  <li key={f.icon} className={app.feature}>
                    <FeatureIcon name={f.icon} />
                    <h3>{f.title}</h3>
                    <p>{f.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </QueryGate>
        </div>
      </section>

      <section className={`section ${styles.band}`} aria-labelledby="app-media">
        <div className={`container ${app.cta}`}>
          <div>
            <h2 id="app-media" className={styles.h2}>
              {t('app.videoWallpaper')}
            </h2>
            <p className={styles.lead}>{t('app.videoWallpaperBody')}</p>
          </div>
          <Link className="btn btn-primary" to={to('/videoWallpaper')}>
            {t('app.toVideoWallpaper')}
          </Link>
        </div>
      </section>
    </>
  );
}

export { AppPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.app' };
