import { useTranslation } from 'react-i18next';
import type { AfterSale, StyleSchedule } from '../api/types.ts';
import styles from './upkeep.module.css';
import { groupDigits } from '../../../lib/format.ts';

/** The full maintenance chart of one style: service points across, items down, the action in each cell. */
export function ScheduleTable({ schedule, actions }: { schedule: StyleSchedule; actions: AfterSale['maintenance']['actions'] }) {
  const { t } = useTranslation('service');
  const items = schedule.rows[0]?.items.map((i) => ({ code: i.code, name: i.name })) ?? [];
  for (const row of schedule.rows) for (const i of row.items) if (!items.some((x) => x.code === i.code)) items.push({ code: i.code, name: i.name });
  const km = groupDigits;
  return (
    <div className={styles.chartWrap} data-testid="schedule-table">
      <table className={styles.chart}>
        <caption className="visually-hidden">{t('upkeep.chartCaption', { style: schedule.name })}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.chartCorner}>
              {t('upkeep.kmHeader')}
            </th>
            {schedule.rows.map((r) => (
              <th scope="col" key={r.km} className={r.major ? styles.major : undefined}>
                <span className={styles.chartKm}>{km(r.km)}</span>
                <span className={styles.chartMonths}>{t('common.months', { count: r.months })}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.code}>
              <th scope="row">{item.name}</th>
              {schedule.rows.map((r) => {
                const cell = r.items.find((i) => i.code === item.code);
                return (
                  <td key={r.km} className={cell ? styles[`act${cell.action}`] : undefined}>
                    {cell ? <abbr title={actions[cell.action]}>{cell.action}</abbr> : <span aria-label={t('upkeep.notDue')}>–</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.legend} aria-label={t('upkeep.legend')}>
        {(Object.keys(actions) as (keyof typeof actions)[]).map((a) => (
          <li key={a}>
            <span className={`${styles.legendKey} ${styles[`act${a}`]}`}>{a}</span>
            {actions[a]}
          </li>
        ))}
      </ul>
    </div>
  );
}
