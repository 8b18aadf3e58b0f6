import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionHead } from './section-head.tsx';
import { ArrowRight } from '../shared/icons.tsx';
import styles from './home.module.css';

/** The after-sales entries shown on the home page, with their (unlocalized) targets. */
export const SERVICE_ENTRIES = [
  { key: 'thirdService', path: '/thirdService', icon: 'M12 3l7 3v5c0 4.4-3 8.3-7 9.5C8 19.3 5 15.4 5 11V6l7-3zM9 11.5l2 2 4-4' },
  {
    key: 'upkeep',
    path: '/upkeep?type=1',
    icon: 'M14.7 6.3a4 4 0 0 0-5.4 5.1L4 16.7 7.3 20l5.3-5.3a4 4 0 0 0 5.1-5.4l-2.6 2.6-2.3-.7-.7-2.3 2.6-2.6z',
  },
  { key: 'partsSearch', path: '/partsSearch', icon: 'M11 4a7 7 0 1 0 4.4 12.4L20 21M11 8v6M8 11h6' },
  {
    key: 'market',
    path: '/market',
    icon: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  },
  { key: 'warrantyService', path: '/warrantyService', icon: 'M4 7h16v12H4zM4 11h16M8 3v4M16 3v4' },
  { key: 'specialService', path: '/specialService', icon: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9 6.8 19.6l1-5.8L3.5 9.7l5.9-.9z' },
] as const;

/** 售后服务 / After-sales service: entry tiles to the service pages. */
export function ServiceEntries({ to }: { to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  return (
    <section className={`section below-fold ${styles.service}`} aria-labelledby="home-service" data-testid="home-service">
      <div className="container">
        <SectionHead
          id="home-service"
          eyebrow={t('home.serviceEyebrow')}
          title={t('home.afterSales')}
          lead={t('home.afterSalesLead')}
          more={{ to: to('/afterSale'), label: t('home.allServices') }}
        />
        <ul className={styles.serviceGrid}>
          {SERVICE_ENTRIES.map((s) => (
            <li key={s.key}>
              <Link to={to(s.path)} className={styles.serviceCard} data-testid={`service-${s.key}`}>
                <svg className={styles.serviceIcon} width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={s.icon} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span className={styles.serviceTitle}>{t(`home.services.${s.key}.title`)}</span>
                <span className={styles.serviceText}>{t(`home.services.${s.key}.text`)}</span>
                <span className={styles.serviceArrow} aria-hidden="true">
                  <ArrowRight />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
