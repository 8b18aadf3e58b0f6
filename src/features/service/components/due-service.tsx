import { useTranslation } from 'react-i18next';
import type { AfterSale, ServiceModel } from '../api/types.ts';
import { nextService } from '../lib/schedule.ts';
import { formatCents } from '../lib/loan.ts';
import styles from './upkeep.module.css';
import { groupDigits } from '../../../lib/format.ts';

/** "Your next service": the schedule row due next for the chosen model and mileage, with its items. */
export function DueService({ content, model, mileage }: { content: AfterSale; model: ServiceModel | undefined; mileage: number | null }) {
  const { t } = useTranslation('service');
  const schedule = model ? content.maintenance.schedule.find((s) => s.style === model.style) : undefined;
  const due = schedule && mileage !== null ? nextService(schedule.rows, mileage) : null;
  const km = groupDigits;
  return (
    <aside className={styles.due} aria-live="polite" data-testid="due-service">
      <p className="eyebrow">{t('upkeep.dueEyebrow')}</p>
      {!schedule || !due ? (
        <p className={styles.dueEmpty}>{t('upkeep.dueHint')}</p>
      ) : (
        <>
          <h3 className={styles.dueTitle}>{t('upkeep.dueAt', { km: km(due.dueAtKm) })}</h3>
          <p className={styles.dueMeta}>
            {schedule.name} · {t('upkeep.every', { km: km(schedule.interval_km), months: schedule.interval_months })}
            {mileage !== null && due.dueAtKm - mileage > 0 && <> · {t('upkeep.kmToGo', { km: km(due.dueAtKm - mileage) })}</>}
          </p>
          <ul className={styles.dueItems}>
            {due.row.items
              .filter((i) => i.action !== 'I')
              .map((i) => (
                <li key={i.code}>
                  <span className={`${styles.legendKey} ${styles[`act${i.action}`]}`}>{i.action}</span>
                  {content.maintenance.actions[i.action]} · {i.name}
                </li>
              ))}
          </ul>
          <p className={styles.dueInspect}>{t('upkeep.plusInspect', { count: due.row.items.filter((i) => i.action === 'I').length })}</p>
          <p className={styles.duePrice}>
            {due.row.estimated_price_cents > 0 ? t('upkeep.estimate', { price: formatCents(due.row.estimated_price_cents) }) : t('upkeep.firstFree')}
          </p>
        </>
      )}
    </aside>
  );
}
