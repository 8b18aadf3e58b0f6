import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AfterSale } from '../api/types.ts';
import { useRepairAppoint } from '../api/repair-appoint.ts';
import { ServiceForm } from './service-form.tsx';
import { ContactFields, formReader, TextAreaField, TextField } from './form-fields.tsx';
import { ModelSelect } from './model-select.tsx';
import { StorePicker } from './store-picker.tsx';
import { SlotFields } from './slot-fields.tsx';
import { DueService } from './due-service.tsx';
import styles from './upkeep.module.css';

/** Type 1: what the next service includes for a model and mileage, and the booking at a store. */
export function UpkeepBooking({ content }: { content: AfterSale }) {
  const { t } = useTranslation('service');
  const appoint = useRepairAppoint();
  const [model, setModel] = useState('');
  const [mileage, setMileage] = useState('');
  const chosen = content.models.find((m) => String(m.car_model_id) === model);
  const km = mileage.trim() === '' ? null : Number(mileage.replace(/[,\s]/g, ''));
  return (
    <div className={styles.bookingLayout}>
      <ServiceForm
        id="maintenance"
        title={t('upkeep.bookTitle')}
        intro={<p>{t('upkeep.bookIntro')}</p>}
        submitLabel={t('upkeep.bookSubmit')}
        mutation={appoint}
        toBody={(form) => {
          const f = formReader(form);
          const other = f.str('car_model_id') === 'other';
          return {
            car_model_id: other ? undefined : f.int('car_model_id'),
            model_name: other ? f.str('model_name') : undefined,
            store_id: f.int('store_id'),
            date: f.str('date'),
            time_slot: f.str('time_slot'),
            mileage_km: f.int('mileage_km'),
            name: f.str('name'),
            phone: f.str('phone'),
            notes: f.str('notes'),
          };
        }}
      >
        <ModelSelect models={content.models} other value={model} onChange={setModel} />
        <div className="field">
          <label htmlFor="upkeep-mileage">{t('form.mileage')}</label>
          <input
            id="upkeep-mileage"
            name="mileage_km"
            type="number"
            inputMode="numeric"
            min={0}
            value={mileage}
            onChange={(e) => setMileage(e.target.value)}
          />
        </div>
        {model === 'other' && <TextField name="model_name" label={t('form.modelName')} wide />}
        <StorePicker label={t('form.store')} service="service" />
        <SlotFields slots={content.maintenance.time_slots} windowDays={content.maintenance.booking_window_days} />
        <ContactFields />
        <TextAreaField name="notes" label={t('form.notes')} optional rows={3} placeholder={t('upkeep.notesPlaceholder')} />
      </ServiceForm>
      <DueService content={content} model={chosen} mileage={km !== null && Number.isFinite(km) ? km : null} />
    </div>
  );
}
