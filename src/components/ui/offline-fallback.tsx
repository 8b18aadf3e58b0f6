import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/layout/use-locale.ts';
import { listCachedCatalog, type CachedCatalog } from '../../lib/offline-catalog.ts';
import styles from './offline-fallback.module.css';
import { formatMonthDay } from '../../lib/format.ts';

/**
 * The friendly offline page for a model or news item never opened online: says why it is missing
 * and links to what this device has saved (read from the service worker's catalog cache), so an
 * offline rider always has somewhere to go. Other features render it when a detail query fails
 * offline without data.
 */
export function OfflineFallback({ kind = 'page', onRetry }: { kind?: 'model' | 'news' | 'page'; onRetry?: () => void }) {
  const { t, i18n } = useTranslation('pwa');
  const { lang, to } = useLocale();
  const [cached, setCached] = useState<CachedCatalog | null>(null);

  useEffect(() => {
    let alive = true;
    void listCachedCatalog(lang).then((c) => alive && setCached(c));
    return () => {
      alive = false;
    };
  }, [lang]);

  const title = kind === 'model' ? t('fallback.titleModel') : kind === 'news' ? t('fallback.titleNews') : t('fallback.title');
  const models = cached?.items.filter((i) => i.kind === 'model') ?? [];
  const news = cached?.items.filter((i) => i.kind === 'news') ?? [];
  const when = (at: number) => (at ? formatMonthDay(at, i18n.language === 'en' ? 'en' : 'zh') : '');
  const browse = [
    { to: to('/'), label: t('fallback.home'), show: true },
    { to: to('/vehicleModel'), label: t('fallback.allModels'), show: !!cached?.lists.models },
    { to: to('/news'), label: t('fallback.news'), show: !!cached?.lists.news },
    { to: to('/market'), label: t('fallback.stores'), show: !!cached?.lists.stores },
    { to: to('/club'), label: t('fallback.club'), show: !!cached?.lists.club },
  ].filter((l) => l.show);

  return (
    <section className={`container ${styles.wrap}`} data-testid="offline-fallback" aria-labelledby="offline-fallback-title">
      <svg className={styles.art} viewBox="0 0 120 64" aria-hidden="true" focusable="false">
        <path d="M4 56 L34 20 L52 38 L70 14 L116 56 Z" fill="var(--c-line)" />
        <path d="M22 56 q38 -20 76 0" fill="none" stroke="var(--c-gold)" strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
        <circle cx="96" cy="14" r="7" fill="none" stroke="var(--c-muted)" strokeWidth="2.5" />
        <path d="M90 8 L102 20" stroke="var(--c-red)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {/* A status region: a screen reader hears why the page is missing when it replaces the spinner. */}
      <div role="status">
        <h1 id="offline-fallback-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.body}>{t('fallback.body')}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-dark" onClick={onRetry ?? (() => window.location.reload())}>
          {onRetry ? t('fallback.tryAgain') : t('fallback.retry')}
        </button>
      </div>
      <div className={styles.columns}>
        <nav aria-label={t('fallback.browse')}>
          <h2 className={styles.heading}>{t('fallback.browse')}</h2>
          <ul className={styles.list}>
            {browse.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {models.length > 0 && (
          <nav aria-label={t('fallback.cachedModels')}>
            <h2 className={styles.heading}>{t('fallback.cachedModels')}</h2>
            <ul className={styles.list}>
              {models.map((m) => (
                <li key={m.id}>
                  <Link to={to(`/pages/detail/car_model_id/${m.id}`)}>{m.title}</Link>
                  {m.storedAt > 0 && <small className={styles.when}>{t('fallback.savedAt', { time: when(m.storedAt) })}</small>}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {news.length > 0 && (
          <nav aria-label={t('fallback.cachedNews')}>
            <h2 className={styles.heading}>{t('fallback.cachedNews')}</h2>
            <ul className={styles.list}>
              {news.map((n) => (
                <li key={n.id}>
                  <Link to={to(`/newsDetail?id=${n.id}`)}>{n.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {cached && models.length === 0 && news.length === 0 && <p className={styles.nothing}>{t('fallback.nothing')}</p>}
    </section>
  );
}
