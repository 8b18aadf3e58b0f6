import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { Icon, type IconName } from '../components/icons.tsx';
import { formatPeriod } from '../components/policy-format.ts';
import styles from '../components/hub.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

const QUICK: { key: 'book' | 'rescue' | 'store'; path: string; icon: IconName }[] = [
  { key: 'book', path: '/upkeep?type=1', icon: 'wrench' },
  { key: 'rescue', path: '/upkeep?type=2', icon: 'truck' },
  { key: 'store', path: '/market', icon: 'pin' },
];

const TILES: {
  key:
    | 'thirdService'
    | 'warrantyService'
    | 'specialService'
    | 'schedule'
    | 'partsSearch'
    | 'usedCarService'
    | 'postService'
    | 'testDrive'
    | 'financialService';
  path: string;
  icon: IconName;
}[] = [
  { key: 'thirdService', path: '/thirdService', icon: 'shield' },
  { key: 'warrantyService', path: '/warrantyService', icon: 'calendar' },
  { key: 'specialService', path: '/specialService', icon: 'star' },
  { key: 'schedule', path: '/upkeep?type=3', icon: 'list' },
  { key: 'partsSearch', path: '/partsSearch', icon: 'search' },
  { key: 'usedCarService', path: '/usedCarService', icon: 'swap' },
  { key: 'postService', path: '/postService', icon: 'camera' },
  { key: 'testDrive', path: '/testDrive', icon: 'helmet' },
  { key: 'financialService', path: '/financialService', icon: 'coin' },
];

/** /afterSale: the after-sales hub, with quick actions, every service and the warranty promise at a glance. */
export function AfterSalePage() {
  const { t } = useTranslation('service');
  const { lang, to } = useLocale();
  const content = useAfterSale(lang);
  const periods = content.data?.three_guarantee.periods.slice(0, 3) ?? [];
  return (
    <ServicePage nav="hub" title={t('hub.title')} lead={t('hub.lead')} aside={<HotlineCard phone={site.hotline} />} testId="after-sale-page">
      <ul className={styles.quick}>
        {QUICK.map((q) => (
          <li key={q.key}>
            <Link to={to(q.path)} className={`${styles.quickCard} ${q.key === 'rescue' ? styles.quickRescue : ''}`} data-testid={`hub-${q.key}`}>
              <Icon name={q.icon} size={30} className={styles.quickIcon} />
              <span className={styles.quickTitle}>{t(`hub.quick.${q.key}.title`)}</span>
              <span className={styles.quickText}>{t(`hub.quick.${q.key}.text`)}</span>
              <Icon name="arrow" size={20} className={styles.quickArrow} />
            </Link>
          </li>
        ))}
      </ul>

      <section className={styles.section} aria-labelledby="hub-all">
        <h2 id="hub-all" className={styles.sectionTitle}>
          {t('hub.allTitle')}
        </h2>
        <ul className={styles.tiles}>
          {TILES.map((tile) => (
            <li key={tile.key}>
              <Link to={to(tile.path)} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon name={tile.icon} />
                </span>
                <span>
                  <span className={styles.tileTitle}>{t(`hub.tiles.${tile.key}.title`)}</span>
                  <span className={styles.tileText}>{t(`hub.tiles.${tile.key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.promise} aria-labelledby="hub-promise">
        <div>
          <p className="eyebrow">{t('hub.promiseEyebrow')}</p>
          <h2 id="hub-promise" className={styles.promiseTitle}>
            {t('hub.promiseTitle')}
          </h2>
          <p className={styles.promiseText}>{t('hub.promiseText')}</p>
          <Link className="btn btn-primary" to={to('/thirdService')}>
            {t('hub.promiseCta')}
          </Link>
        </div>
        <dl className={styles.promiseList}>
          {periods.map((p) => (
            <div key={p.part}>
              <dt>{p.part}</dt>
              <dd>{formatPeriod(p, t)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </ServicePage>
  );
}

export { AfterSalePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.afterSales' };
