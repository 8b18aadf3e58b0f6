import { useState } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RefusalError } from '../../../../lib/api-client.ts';
import { carInfoQueryOptions } from '../../api/get-car-info.ts';
import type { CarInfo } from '../../api/types.ts';
import { buildCompareTable, countDifferences, type ParamSection } from './param-diff.ts';
import { MIN_COMPARE } from './compare-store.ts';
import { detailPath, MODEL_PIC_SIZE } from '../model/model-card.tsx';
import { PricePair } from '../price/price-pair.tsx';
import { AsOf } from '../../../../components/ui/as-of.tsx';
import { oldestAsOf } from '../../../../lib/as-of.ts';
import { Chevron } from '../shared/carousel-kit.tsx';
import { CloseIcon } from '../shared/icons.tsx';
import styles from './compare.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../../components/ui/picture-sizes.ts';

const SECTION_LABEL = {
  vehicle_params: 'detail.vehicleParams',
  engine_params: 'detail.engineParams',
  basic_config: 'detail.basicConfig',
} as const satisfies Record<ParamSection, string>;

/**
 * Models side by side: pictures, prices and every parameter row lined up by key, with the rows that
 * differ highlighted. Reads the same persisted get_car_info queries as the detail page, so models seen
 * before still compare offline; one that is not available shows a note in its column.
 */
export function CompareView({
  ids,
  lang,
  to,
  onRemove,
}: {
  ids: number[];
  lang: 0 | 1;
  to: (path: string) => string;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const [onlyDiff, setOnlyDiff] = useState(false);
  const results = useQueries({ queries: ids.map((id) => carInfoQueryOptions(id, lang)) });
  const models = results.map((r) => r.data as CarInfo | undefined);
  const table = buildCompareTable(models);
  const diffs = countDifferences(table);
  // Prices replayed from the worker's cache or restored from an earlier visit carry the oldest "as of" time.
  const asOf = oldestAsOf(results);

  if (ids.length < MIN_COMPARE) {
    return (
      <div className={styles.compareEmpty} data-testid="compare-view">
        <p>{t('compare.empty')}</p>
        <Link className="btn btn-dark" to={to('/vehicleModel')}>
          {t('series.allModels')}
        </Link>
      </div>
    );
  }
  return (
    <section className={styles.compare} aria-labelledby="compare-title" data-testid="compare-view">
      <div className={styles.compareHead}>
        <div>
          <Link className={styles.back} to={to('/vehicleModel')}>
            <Chevron dir="left" />
            {t('series.allModels')}
          </Link>
          <p className="eyebrow">{t('compare.eyebrow')}</p>
          <h1 id="compare-title" className={styles.compareTitle}>
            {t('compare.title')}
          </h1>
          <p className={styles.compareLead} aria-live="polite">
            {results.some((r) => r.isPending && r.fetchStatus === 'fetching') ? t('compare.loading') : t('compare.differences', { count: diffs })}
          </p>
          {asOf !== undefined && <AsOf at={asOf} className={styles.asOf} />}
          <p className={styles.legend} aria-hidden="true">
            <span className={styles.legendSwatch} />
            {t('compare.legend')}
          </p>
        </div>
        <label className={styles.switch}>
          <input type="checkbox" checked={onlyDiff} onChange={(e) => setOnlyDiff(e.target.checked)} data-testid="only-diff" />
          <span className={styles.switchTrack} aria-hidden="true" />
          {t('compare.onlyDiff')}
        </label>
      </div>
      <div className={styles.scroller} role="region" aria-label={t('compare.title')} tabIndex={0}>
        <table className={styles.table} style={{ ['--cols' as string]: ids.length }}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className={styles.cornerText}>{t('compare.models', { count: ids.length })}</span>
              </th>
              {ids.map((id, n) => {
                const m = models[n];
                const r = results[n];
                return (
                  <th key={id} scope="col" className={styles.modelHead} data-testid="compare-model">
                    {m ? (
                      <>
                        <Picture
                          src={m.pc_publicize_pic}
                          alt=""
                          width={MODEL_PIC_SIZE.width}
                          height={MODEL_PIC_SIZE.height}
                          sizes={sizesFixed(320)}
                          loading="eager"
                        />
                        <Link className={styles.modelName} to={to(detailPath(id))}>
                          {m.car_model_name}
                        </Link>
                        <PricePair retail={m.retail_price} activity={m.activity_price} />
                      </>
                    ) : (
                      <span className={styles.modelMissing}>
                        {r.isPending && r.fetchStatus === 'fetching'
                          ? t('compare.loading')
                          : r.error instanceof RefusalError
                            ? t('compare.notFound')
                            : t('compare.unavailable')}
                      </span>
                    )}
                    <button
                      type="button"
                      className={styles.modelRemove}
                      onClick={() => onRemove(id)}
                      aria-label={t('compare.removeNamed', { name: m?.car_model_name ?? `#${id}` })}
                    >
                      <CloseIcon />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          {table.map(({ section, rows }) => {
            const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
            return (
              <tbody key={section}>
                <tr className={styles.sectionRow}>
                  <th scope="colgroup" colSpan={ids.length + 1}>
                    {t(SECTION_LABEL[section])}
                  </th>
                </tr>
                {shown.map((row) => (
                  <tr
                    key={row.key}
                    className={row.differs ? styles.diff : undefined}
                    data-differs={row.differs ? 'true' : undefined}
                    data-testid="compare-row"
                  >
                    <th scope="row" className={styles.rowLabel}>
                      {row.label}
                      {row.differs && <span className="visually-hidden"> ({t('compare.differs')})</span>}
                    </th>
                    {row.values.map((v, n) => (
                      <td key={ids[n]}>{v ?? '—'}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </div>
    </section>
  );
}
