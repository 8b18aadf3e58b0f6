import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { asOfTime } from '../../../lib/as-of.ts';
import { AsOf } from '../../../components/ui/as-of.tsx';
import { useCarGroups } from '../api/get-car-groups.ts';
import { SeriesNav } from '../components/series/series-nav.tsx';
import { SeriesSection } from '../components/series/series-section.tsx';
import { CompareView } from '../components/compare/compare-view.tsx';
import { CompareTray } from '../components/compare/compare-tray.tsx';
import { parseCompareIds, useCompareStore } from '../components/compare/compare-store.ts';
import { CatalogFailure, CatalogLoading, emptyState } from '../components/shared/query-state.tsx';
import { MODEL_PIC_SIZE } from '../components/model/model-card.tsx';
import styles from '../components/series/series.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { SIZES_MAIN } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/**
 * `/vehicleModel?name=<series>`: one series' models by sub-group; without (or with an unknown) name,
 * every series as a section ("All models"). `?compare=1,2,3` shows the compare view instead.
 */
export function VehicleModelPage() {
  const { t } = useTranslation('catalog');
  const { lang, to } = useLocale();
  const online = useOnline();
  const [search, setSearch] = useSearchParams();
  const removeFromTray = useCompareStore((s) => s.remove);
  const compareIds = search.has('compare') ? parseCompareIds(search.get('compare')) : null;
  const groups = useCarGroups('vehicle_series', lang, { enabled: compareIds === null });

  if (compareIds) {
    const remove = (id: number) => {
      removeFromTray(id);
      const next = new URLSearchParams(search);
      next.set('compare', compareIds.filter((i) => i !== id).join(','));
      setSearch(next, { replace: true });
    };
    return (
      <div className="container">
        <CompareView ids={compareIds} lang={lang} to={to} onRemove={remove} />
      </div>
    );
  }

  if (!groups.data) {
    const state = emptyState(groups, online);
    if (state !== 'loading')
      return (
        <CatalogFailure
          kind={state}
          notFoundTitle={t('series.unknown')}
          notFoundBody=""
          back={{ to: to('/'), label: t('series.home') }}
          onRetry={() => void groups.refetch()}
        />
      );
    return <CatalogLoading />;
  }

  const name = search.get('name') ?? '';
  const series = groups.data.find((g) => g.slug === name);
  const total = groups.data.reduce((n, g) => n + g.children.reduce((m, s) => m + s.children.length, 0), 0);
  // The series' flagship (its last, largest model) fronts the page; "All models" shows the first series' one.
  const flagship = (series ?? groups.data[0])?.children.flatMap((s) => s.children).at(-1);
  const asOf = asOfTime(groups);
  return (
    <div data-testid="vehicle-model-page">
      <header className={styles.intro}>
        <div className={`container ${styles.introGrid}`}>
          <div>
            <p className="eyebrow">{series ? t('series.eyebrow') : t('series.allEyebrow')}</p>
            <h1 className={styles.introTitle}>{series ? series.name : t('series.allModels')}</h1>
            <p className={styles.introLead}>{series ? series.tagline : t('series.allLead', { count: total })}</p>
            {asOf !== undefined && <AsOf at={asOf} className={styles.asOf} />}
            {series && (
              <p className={styles.packLink}>
                <Link
                  to={to(`/ridePack?series=${encodeURIComponent(series.slug)}`)}
                  className="btn btn-ghost btn-small"
                  data-testid="series-save-pack"
                >
                  {t('series.savePack')}
                </Link>
              </p>
            )}
            {name && !series && (
              <p className={styles.notice} role="status">
                {t('series.unknownName')}
              </p>
            )}
          </div>
          {flagship && (
            <Picture
              className={styles.introImage}
              src={flagship.pc_publicize_pic}
              alt=""
              width={MODEL_PIC_SIZE.width}
              height={MODEL_PIC_SIZE.height}
              sizes={SIZES_MAIN}
              loading="eager"
              fetchPriority="high"
            />
          )}
        </div>
      </header>
      <SeriesNav groups={groups.data} active={series?.slug} to={to} />
      {series ? (
        <SeriesSection group={series} to={to} single />
      ) : (
        groups.data.map((g) => <SeriesSection key={g.slug} group={g} to={to} single={false} />)
      )}
      <CompareTray to={to} />
    </div>
  );
}

export { VehicleModelPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
// pwa: the not-saved state's words, loaded with the page so a stalled read shows it at its time-out.
export const handle: PageHandle = { namespaces: ['catalog', 'pwa'] };
