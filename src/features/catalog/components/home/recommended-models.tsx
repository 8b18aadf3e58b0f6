import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecommendedModels } from '../../api/get-recommended-models.ts';
import { asOfTime } from '../../../../lib/as-of.ts';
import { AsOf } from '../../../../components/ui/as-of.tsx';
import { ModelCard } from '../model/model-card.tsx';
import { SectionHead } from './section-head.tsx';
import styles from './home.module.css';

/** 选择车型 / Choose your model: the recommended models as cards with prices. */
export function RecommendedModels({ lang, to }: { lang: 0 | 1; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  const models = useRecommendedModels(lang);
  const { isError, refetch } = models;
  // Rendered from a deferred copy: the cards then render in background slices, not in the one
  // synchronous task a store update gets (decision 025).
  const data = useDeferredValue(models.data);
  const asOf = asOfTime(models);
  return (
    <section className={`section ${styles.models}`} aria-labelledby="home-models" data-testid="home-models">
      <div className="container">
        <SectionHead
          id="home-models"
          eyebrow={t('home.modelsEyebrow')}
          title={t('home.chooseModel')}
          lead={t('home.chooseModelLead')}
          more={{ to: to('/vehicleModel'), label: t('series.allModels') }}
        />
      </div>
      {data ? (
        <>
          <ul className={styles.modelRail}>
            {data.map((m) => (
              <li key={m.car_model_id}>
                {/* Below the hero on every screen (a 412×823 phone's first screen ends at the rail's top). */}
                <ModelCard model={m} to={to} />
              </li>
            ))}
          </ul>
          {/* Below the rail, so the stamp never pushes the cards down. */}
          {asOf !== undefined && (
            <div className="container">
              <AsOf at={asOf} className={styles.asOf} />
            </div>
          )}
        </>
      ) : isError ? (
        <div className="container">
          <p className={styles.inlineError}>
            {t('home.loadFailed')}{' '}
            <button type="button" className={styles.linkButton} onClick={() => void refetch()}>
              {t('home.retry')}
            </button>
          </p>
        </div>
      ) : (
        <ul className={styles.modelRail} aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <li key={n}>
              <div className={styles.cardSkeleton} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
