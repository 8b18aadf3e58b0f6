import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { useTestDrives } from '../api/get-test-drives.ts';
import { useMaintenance } from '../api/get-maintenance.ts';
import { useAfterSales } from '../api/get-after-sales.ts';
import type { ServiceRecord } from '../api/types.ts';
import { formatDateTime } from '../lib/money.ts';
import { QueryState, useToken } from './gates.tsx';
import { StatusChip } from './quantity-stepper.tsx';
import styles from './user-center.module.css';

export type RecordKind = 'testDrives' | 'maintenance' | 'afterSales';
const KNOWN = ['received', 'confirmed', 'completed', 'cancelled'] as const;
/** Where to make a new booking of each kind. */
const BOOK: Record<RecordKind, string> = { testDrives: '/testDrive', maintenance: '/upkeep', afterSales: '/afterSale' };

function RecordList({ kind, query }: { kind: RecordKind; query: UseQueryResult<ServiceRecord[]> }) {
  const { t } = useTranslation('shop');
  const { locale, to } = useLocale();
  const statusLabel = (s: string) => {
    const k = KNOWN.find((x) => x === s);
    return k ? t(`records.status.${k}`) : s;
  };
  return (
    <QueryState query={query}>
      {(rows) =>
        rows.length === 0 ? (
          <StateMessage
            title={t(`records.empty.${kind}`)}
            action={
              <Link to={to(BOOK[kind])} className="btn btn-dark">
                {t(`records.book.${kind}`)}
              </Link>
            }
          />
        ) : (
          <ul className={styles.records}>
            {rows.map((r) => (
              <li key={`${r.kind ?? kind}-${r.id}`} className={styles.record} data-testid="uc-record">
                <div>
                  <p className={styles.recordTitle}>{r.title ?? r.model_name ?? t(`tabs.${kind}`)}</p>
                  <p className={styles.recordMeta}>
                    {r.summary ?? [r.store_name, [r.date, r.time ?? r.time_slot].filter(Boolean).join(' ')].filter(Boolean).join(' · ')}
                  </p>
                  <p className={styles.recordMeta}>{t('records.submitted', { date: formatDateTime(r.created_at, locale) })}</p>
                </div>
                <StatusChip status={r.status} label={statusLabel(r.status)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}

/** Bookings and after-sales records. The data comes from the service feature's endpoints; an endpoint that is missing reads as empty. */
export function RecordsTab({ kind }: { kind: RecordKind }) {
  const { lang } = useLocale();
  const token = useToken();
  const tests = useTestDrives(lang, kind === 'testDrives' ? token : '');
  const upkeep = useMaintenance(lang, kind === 'maintenance' ? token : '');
  const after = useAfterSales(lang, kind === 'afterSales' ? token : '');
  const query = kind === 'testDrives' ? tests : kind === 'maintenance' ? upkeep : after;
  return <RecordList kind={kind} query={query} />;
}
