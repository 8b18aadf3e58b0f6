import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AfterSale } from '../api/types.ts';
import { ModelSelect } from './model-select.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import formStyles from './service-form.module.css';
import styles from './upkeep.module.css';
import { groupDigits } from '../../../lib/format.ts';

/** Type 3: the full maintenance chart, by style, or picked through the rider's model. */
export function UpkeepSchedule({ content }: { content: AfterSale }) {
  const { t } = useTranslation('service');
  const [style, setStyle] = useState(content.maintenance.schedule[0]?.style ?? '');
  const [model, setModel] = useState('');
  const schedule = content.maintenance.schedule.find((s) => s.style === style) ?? content.maintenance.schedule[0];
  const chooseModel = (v: string) => {
    setModel(v);
    const m = content.models.find((x) => String(x.car_model_id) === v);
    if (m) setStyle(m.style);
  };
  if (!schedule) return null;
  return (
    <section className={`card ${styles.scheduleCard}`} aria-labelledby="schedule-title">
      <div className={styles.scheduleHead}>
        <div>
          <h2 id="schedule-title">{t('upkeep.scheduleTitle')}</h2>
          <p className={styles.dueMeta}>{t('upkeep.scheduleIntro')}</p>
        </div>
        <div className={styles.scheduleModel}>
          <ModelSelect models={content.models} value={model} onChange={chooseModel} label={t('upkeep.byModel')} name="schedule_model" />
        </div>
      </div>
      <fieldset className={formStyles.radios}>
        <legend>{t('upkeep.byStyle')}</legend>
        {content.maintenance.schedule.map((s) => (
          <label key={s.style} className={formStyles.radio}>
            <input
              type="radio"
              name="schedule-style"
              value={s.style}
              checked={s.style === schedule.style}
              onChange={() => {
                setStyle(s.style);
                setModel('');
              }}
            />
            <span>{s.name}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.scheduleSummary}>
        {t('upkeep.scheduleSummary', {
          first: groupDigits(schedule.first_km),
          km: groupDigits(schedule.interval_km),
          months: schedule.interval_months,
        })}
      </p>
      <ScheduleTable schedule={schedule} actions={content.maintenance.actions} />
    </section>
  );
}
