import { useTranslation } from 'react-i18next';
import type { CarGroup } from '../../api/get-car-groups.ts';
import { ModelCard } from '../model/model-card.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import styles from './series.module.css';

/**
 * One series: its title and tagline, then every sub-group's models as cards with compare toggles.
 * `single` is the series page proper (sub-group headings shown); otherwise a section of "All models".
 */
export function SeriesSection({ group, to, single }: { group: CarGroup; to: (path: string) => string; single: boolean }) {
  const { t } = useTranslation('catalog');
  const count = group.children.reduce((n, s) => n + s.children.length, 0);
  const headingId = `series-${group.slug}`;
  const card = (m: CarGroup['children'][number]['children'][number], eager: boolean) => (
    <ModelCard
      key={m.car_model_id}
      model={m}
      to={to}
      eager={eager}
      actions={<CompareToggle item={{ id: m.car_model_id, name: m.car_model_name, pic: m.pc_publicize_pic }} />}
    />
  );
  return (
    <section className={styles.series} aria-labelledby={headingId} data-testid="series-section" data-series={group.slug}>
      <div className="container">
        {!single && (
          <header className={styles.seriesHead}>
            <div>
              <h2 id={headingId} className={styles.seriesTitle}>
                {group.name}
              </h2>
              {group.tagline && <p className={styles.tagline}>{group.tagline}</p>}
            </div>
            <p className={styles.count}>{t('series.count', { count })}</p>
          </header>
        )}
        {single && (
          <h2 id={headingId} className="visually-hidden">
            {group.name}
          </h2>
        )}
        {single ? (
          group.children
            .filter((s) => s.children.length > 0)
            .map((s, si) => (
              <div key={s.slug} className={styles.subGroup}>
                <h3 className={styles.subTitle}>
                  {s.name} <span className={styles.subCount}>{t('series.count', { count: s.children.length })}</span>
                </h3>
                <div className={styles.grid}>{s.children.map((m, mi) => card(m, si === 0 && mi < 2))}</div>
              </div>
            ))
        ) : (
          <div className={`${styles.grid} ${styles.rail}`}>{group.children.flatMap((s) => s.children).map((m) => card(m, false))}</div>
        )}
      </div>
    </section>
  );
}
