import { useTranslation } from 'react-i18next';
import type { ModelSummary } from '../../api/types.ts';
import { ModelCard } from '../model/model-card.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import styles from './detail.module.css';

/** 猜你喜欢 / You might be interested: related models as cards with compare toggles. */
export function RelatedModels({ models, to }: { models: ModelSummary[]; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  if (models.length === 0) return null;
  return (
    <section className={`section below-fold ${styles.related}`} aria-labelledby="related-title" data-testid="related-models">
      <div className="container">
        <h2 id="related-title" className={styles.sectionTitle}>
          {t('detail.related')}
        </h2>
        <div className={styles.relatedGrid}>
          {models.map((m) => (
            <ModelCard
              key={m.car_model_id}
              model={m}
              to={to}
              actions={<CompareToggle item={{ id: m.car_model_id, name: m.car_model_name, pic: m.pc_publicize_pic }} />}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
