import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import styles from './service-page.module.css';

/** The after-sales pages, in the order riders look for them. */
const ENTRIES = [
  { key: 'hub', path: '/afterSale' },
  { key: 'upkeep', path: '/upkeep?type=1' },
  { key: 'thirdService', path: '/thirdService' },
  { key: 'warrantyService', path: '/warrantyService' },
  { key: 'specialService', path: '/specialService' },
  { key: 'partsSearch', path: '/partsSearch' },
  { key: 'usedCarService', path: '/usedCarService' },
  { key: 'postService', path: '/postService' },
  { key: 'market', path: '/market' },
] as const;

export type ServiceNavKey = (typeof ENTRIES)[number]['key'];

/** A scrollable row of links between the after-sales pages. */
export function ServiceNav({ current }: { current?: ServiceNavKey }) {
  const { t } = useTranslation('service');
  const { to } = useLocale();
  return (
    <nav className={styles.subnav} aria-label={t('nav.label')}>
      <ul className={`container ${styles.subnavList}`}>
        {ENTRIES.map((e) => (
          <li key={e.key}>
            <Link
              to={to(e.path)}
              className={`${styles.subnavLink} ${current === e.key ? styles.subnavActive : ''}`}
              aria-current={current === e.key ? 'page' : undefined}
            >
              {t(`nav.${e.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
