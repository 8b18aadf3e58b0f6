import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuModel } from '../../api/types.ts';
import { PricePair } from '../price/price-pair.tsx';
import { ArrowRight } from '../shared/icons.tsx';
import styles from './model-card.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_CARD } from '../../../../components/ui/picture-sizes.ts';

/** Path of a model's detail page (unlocalized; wrap with `to()`). */
export function detailPath(carModelId: number): string {
  return `/detail?car_model_id=${carModelId}`;
}

/** Model artwork is 800×500. */
export const MODEL_PIC_SIZE = { width: 800, height: 500 } as const;

/**
 * A model as a card: promo picture, name, displacement, description, retail and activity price and
 * a link to its detail page. `actions` adds e.g. the compare toggle below the link.
 */
export function ModelCard({
  model,
  to,
  actions,
  headingLevel = 3,
  eager = false,
}: {
  model: MenuModel;
  to: (path: string) => string;
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="model-card" data-model-id={model.car_model_id}>
      <Link className={styles.link} to={to(detailPath(model.car_model_id))}>
        <div className={styles.media}>
          <Picture
            src={model.pc_publicize_pic}
            alt=""
            width={MODEL_PIC_SIZE.width}
            height={MODEL_PIC_SIZE.height}
            sizes={SIZES_CARD}
            loading={eager ? 'eager' : 'lazy'}
            // A lazy card is below the first screen: it never shares a slow link with the largest paint.
            fetchPriority={eager ? undefined : 'low'}
          />
        </div>
        <div className={styles.body}>
          <p className={styles.meta}>
            {t(`styles.${model.style}`, { defaultValue: model.style })} · {model.cc} cc
          </p>
          <H className={styles.name}>{model.car_model_name}</H>
          <p className={styles.desc}>{model.description}</p>
          <PricePair retail={model.retail_price} activity={model.activity_price} />
          <span className={styles.more} aria-hidden="true">
            {t('model.explore')} <ArrowRight />
          </span>
        </div>
      </Link>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
