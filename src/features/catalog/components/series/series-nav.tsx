import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CarGroup } from '../../api/get-car-groups.ts';
import styles from './series.module.css';

/** Series as tabs (links, so each series has its own URL): "All models" plus one per series. */
export function SeriesNav({ groups, active, to }: { groups: CarGroup[]; active: string | undefined; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  return (
    <nav className={styles.tabs} aria-label={t('series.navLabel')}>
      <div className={`container ${styles.tabsInner}`}>
        <Link to={to('/vehicleModel')} className={styles.tab} aria-current={active ? undefined : 'page'}>
          {t('series.all')}
        </Link>
        {groups.map((g) => (
          <Link
            key={g.slug}
            to={to(`/vehicleModel?name=${encodeURIComponent(g.slug)}`)}
            className={styles.tab}
            aria-current={g.slug === active ? 'page' : undefined}
            data-testid="series-tab"
          >
            {g.name}
          </Link>
        ))}
      </div>
    </nav>
  );
}
