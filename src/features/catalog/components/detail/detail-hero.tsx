import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CarInfo, ModelPic, ModelVersion } from '../../api/types.ts';
import { AsOf } from '../../../../components/ui/as-of.tsx';
import { PricePair } from '../price/price-pair.tsx';
import { ColorSwatches } from './color-swatches.tsx';
import { VersionPicker } from './version-picker.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import { MODEL_PIC_SIZE } from '../model/model-card.tsx';
import { CheckIcon } from '../shared/icons.tsx';
import styles from './detail.module.css';
import { Picture } from '../../../../components/ui/picture.tsx';
import { SIZES_MAIN } from '../../../../components/ui/picture-sizes.ts';

interface Props {
  info: CarInfo;
  color: CarInfo['colors'][number];
  version: ModelVersion | undefined;
  heroPic: ModelPic | undefined;
  locale: 'zh' | 'en';
  to: (path: string) => string;
  /** Set when the prices are not live (worker cache or an earlier visit): shown as an "as of" stamp. */
  staleSince?: number;
  onColor(slug: string): void;
  onVersion(id: number): void;
}

/** Top of the detail page: big picture with colour swatches, and the panel with trims, prices and CTAs. */
export function DetailHero({ info, color, version, heroPic, to, staleSince, onColor, onVersion }: Props) {
  const { t } = useTranslation('catalog');
  const retail = version?.retail_price ?? info.retail_price;
  const activity = version?.activity_price ?? info.activity_price;
  const buy = `/buy?car_model_id=${info.car_model_id}${version ? `&version_id=${version.id}` : ''}&color=${encodeURIComponent(color.slug)}`;
  // The picture fades in when the rider picks another colour, not with the page: the server's page
  // has painted it already, and the app's first render replaces that node (decision 029), which would
  // dim the page's largest picture and fade it in again (decision 038).
  const [picked, setPicked] = useState(false);
  const pick = (slug: string) => {
    setPicked(true);
    onColor(slug);
  };
  return (
    <section className={styles.hero} aria-labelledby="model-title">
      <div className={`container ${styles.heroGrid}`}>
        <header className={styles.heroHead}>
          <p className="eyebrow">
            {info.series?.name ?? t('series.allModels')} · {info.cc} cc
          </p>
          <h1 id="model-title" className={styles.modelTitle}>
            {info.car_model_name}
          </h1>
          <p className={styles.lead}>{info.description}</p>
        </header>
        <div className={styles.heroMedia}>
          {heroPic && (
            <Picture
              key={heroPic.url}
              className={picked ? `${styles.heroImage} ${styles.reveal}` : styles.heroImage}
              src={heroPic.url}
              alt={t('gallery.alt', { model: info.car_model_name, color: color.name, view: t('gallery.views.side') })}
              width={MODEL_PIC_SIZE.width}
              height={MODEL_PIC_SIZE.height}
              sizes={SIZES_MAIN}
              loading="eager"
              fetchPriority="high"
              // The page's largest paint: painted in the frame it arrives in, not a later one.
              decoding="sync"
              data-testid="hero-image"
            />
          )}
          <ColorSwatches colors={info.colors} value={color.slug} onChange={pick} name={`color-${info.car_model_id}`} />
          {info.highlights.length > 0 && (
            <ul className={styles.highlights}>
              {info.highlights.map((h) => (
                <li key={h}>
                  <CheckIcon />
                  {h}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.panel}>
          {info.versions.length > 1 && <VersionPicker versions={info.versions} value={version?.id ?? 0} onChange={onVersion} />}
          <div className={styles.priceBox} data-testid="detail-price">
            {version && info.versions.length === 1 && <p className={styles.priceVersion}>{version.name}</p>}
            <PricePair retail={retail} activity={activity} size="lg" />
            {staleSince !== undefined && <AsOf at={staleSince} className={styles.asOf} />}
          </div>
          <div className={styles.ctas}>
            <Link className="btn btn-primary" to={to(buy)} data-testid="cta-buy">
              {t('detail.buy')}
            </Link>
            <Link className="btn btn-ghost" to={to(`/testDrive?car_model_id=${info.car_model_id}`)} data-testid="cta-test-drive">
              {t('detail.testDrive')}
            </Link>
          </div>
          <CompareToggle item={{ id: info.car_model_id, name: info.car_model_name, pic: info.pc_publicize_pic }} />
        </div>
      </div>
    </section>
  );
}
