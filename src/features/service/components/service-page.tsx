import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ServiceNav, type ServiceNavKey } from './service-nav.tsx';
import { site } from '../../../config/site.ts';
import styles from './service-page.module.css';

/** The frame of an after-sales page: a dark title band with the hotline, the sub-navigation, then the content. */
export function ServicePage({
  nav,
  eyebrow,
  title,
  lead,
  aside,
  children,
  testId,
}: {
  nav?: ServiceNavKey;
  eyebrow?: string;
  title: string;
  lead?: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('service');
  return (
    <div className={styles.page} data-testid={testId}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">{eyebrow ?? t('nav.eyebrow')}</p>
            <h1 className={styles.heroTitle}>{title}</h1>
            {lead && <p className={styles.heroLead}>{lead}</p>}
          </div>
          {aside && <div className={styles.heroAside}>{aside}</div>}
        </div>
        <svg className={styles.heroArt} viewBox="0 0 600 200" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <path d="M0 160 C120 120 180 170 300 130 S480 80 600 110 V200 H0Z" fill="rgba(255,255,255,0.04)" />
          <path
            d="M0 180 C150 150 260 190 380 160 S520 130 600 150"
            fill="none"
            stroke="rgba(201,162,39,0.45)"
            strokeWidth="1.5"
            strokeDasharray="6 8"
          />
        </svg>
      </header>
      <ServiceNav current={nav} />
      <div className={`container ${styles.body}`}>{children}</div>
    </div>
  );
}

/** The hotline call-out used in page heroes. */
export function HotlineCard({ phone }: { phone: string }) {
  const { t } = useTranslation('service');
  return (
    <a className={styles.hotline} href={`tel:${phone.replace(/-/g, '')}`} data-testid="service-hotline">
      <span className={styles.hotlineLabel}>{t('common.hotline')}</span>
      <span className={styles.hotlineNumber}>{phone}</span>
      <span className={styles.hotlineNote} data-testid="service-hours">
        {t('common.hotlineHours', site.hours)}
      </span>
    </a>
  );
}
