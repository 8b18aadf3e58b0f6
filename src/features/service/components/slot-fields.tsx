import { useTranslation } from 'react-i18next';
import { bookingRange } from '../lib/dates.ts';
import { SelectField, TextField } from './form-fields.tsx';

/** Date (tomorrow to the booking window, China time) and one of the store's time slots. */
export function SlotFields({ slots, windowDays, slotName = 'time_slot' }: { slots: readonly string[]; windowDays: number; slotName?: string }) {
  const { t } = useTranslation('service');
  const { min, max } = bookingRange(windowDays);
  return (
    <>
      <TextField name="date" label={t('form.date')} type="date" min={min} max={max} hint={t('form.dateHint', { days: windowDays })} />
      <SelectField name={slotName} label={t('form.time')} defaultValue="" testId={slotName}>
        <option value="">{t('form.timePlaceholder')}</option>
        {slots.map((s) => (
          <option key={s} value={s}>
            {s.replace('-', ' – ')}
          </option>
        ))}
      </SelectField>
    </>
  );
}
