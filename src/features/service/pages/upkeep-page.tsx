import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { UpkeepBooking } from '../components/upkeep-booking.tsx';
import { UpkeepRescue } from '../components/upkeep-rescue.tsx';
import { UpkeepSchedule } from '../components/upkeep-schedule.tsx';
import styles from '../components/upkeep.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** The `/upkeep?type=` values: 1 car maintenance (booking), 2 roadside rescue, 3 the service schedule. */
export const UPKEEP_TYPES = ['1', '2', '3'] as const;
type UpkeepType = (typeof UPKEEP_TYPES)[number];

/** /upkeep?type=1|2|3: maintenance booking with the schedule for a model and mileage, rescue, and the full chart. */
export function UpkeepPage() {
  const { t } = useTranslation('service');
  const { lang, to } = useLocale();
  const [params] = useSearchParams();
  const raw = params.get('type') ?? '1';
  const type: UpkeepType = (UPKEEP_TYPES as readonly string[]).includes(raw) ? (raw as UpkeepType) : '1';
  const content = useAfterSale(lang);
  return (
    <ServicePage
      nav="upkeep"
      title={t(`upkeep.titles.${type}`)}
      lead={t(`upkeep.leads.${type}`)}
      aside={<HotlineCard phone={site.hotline} />}
      testId="upkeep-page"
    >
      <nav className={styles.tabs} aria-label={t('upkeep.tabsLabel')}>
        {UPKEEP_TYPES.map((k) => (
          <Link
            key={k}
            to={to(`/upkeep?type=${k}`)}
            className={`${styles.tab} ${k === type ? styles.tabActive : ''}`}
            aria-current={k === type ? 'page' : undefined}
            replace
          >
            {t(`upkeep.tabs.${k}`)}
          </Link>
        ))}
      </nav>
      <QueryGate query={content} prices={type !== '2'}>
        {(data) =>
          type === '1' ? <UpkeepBooking content={data} /> : type === '2' ? <UpkeepRescue content={data} /> : <UpkeepSchedule content={data} />
        }
      </QueryGate>
    </ServicePage>
  );
}

export { UpkeepPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.upkeep' };
