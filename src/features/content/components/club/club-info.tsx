import { useTranslation } from 'react-i18next';
import type { ClubContent } from '../../api/get-about.ts';
import { SectionHead } from '../section-head.tsx';
import blocks from '../blocks.module.css';
import styles from './club.module.css';

/** Club overview: customization, rider training and riding gear. */
export function ClubOverview({ overview }: { overview: ClubContent['overview'] }) {
  const { t } = useTranslation('content');
  return (
    <section className={`section ${blocks.white} ${styles.anchor}`} id="club-overview-section" aria-labelledby="club-overview">
      <div className="container">
        <SectionHead id="club-overview" title={t('club.overview')} lead={overview.intro} />
        <ul className={styles.pillars}>
          {overview.pillars.map((p, i) => (
            <li key={p.title} className={styles.pillar}>
              <span className={styles.pillarIndex} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{p.title}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The membership handbook, shown as information (the site enforces none of it). */
export function ClubHandbook({ handbook }: { handbook: ClubContent['handbook'] }) {
  const { t } = useTranslation('content');
  const parts = [
    { key: 'requirements', items: handbook.requirements },
    { key: 'obligations', items: handbook.obligations },
    { key: 'benefits', items: handbook.benefits },
    { key: 'rules', items: handbook.rules },
  ] as const;
  return (
    <section className={`section ${styles.anchor}`} id="club-handbook-section" aria-labelledby="club-handbook" data-testid="club-handbook">
      <div className="container">
        <SectionHead id="club-handbook" title={t('club.handbook')} lead={t('club.handbookLead')} />
        <div className={styles.handbook}>
          {parts.map((p) => (
            <div key={p.key} className={`${styles.chapter} ${p.key === 'rules' ? styles.rules : ''}`}>
              <h3>{t(`club.${p.key}`)}</h3>
              <ul className={blocks.ticks}>
                {p.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
