import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useAppTestDrive } from '../api/app-test-drive.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { ContactFields, formReader } from '../components/form-fields.tsx';
import { ModelSelect } from '../components/model-select.tsx';
import { StorePicker } from '../components/store-picker.tsx';
import { SlotFields } from '../components/slot-fields.tsx';
import { FeedbackForm } from '../components/feedback-form.tsx';
import { formatCents } from '../lib/loan.ts';
import styles from '../components/test-drive.module.css';
import { Picture } from '../../../components/ui/picture.tsx';
import { sizesFixed } from '../../../components/ui/picture-sizes.ts';
import type { PageHandle } from '../../../app/route-module.ts';
import { useOutboxItem } from '../../../lib/outbox/use-outbox.ts';
import { testDriveOutbox } from '../components/outbox-options.ts';

/** /testDrive?car_model_id=&store_id=: book a test ride (model, store, date, time, contact), and after-sales feedback. */
export function TestDrivePage() {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const [params] = useSearchParams();
  const content = useAfterSale(lang);
  const book = useAppTestDrive();
  // `?outbox=<id>`: editing an item saved to the outbox (its fields fill the form; saving keeps its key).
  const editing = useOutboxItem(params.get('outbox'));
  const draft = editing?.kind === 'test_drive' ? editing : undefined;
  const [model, setModel] = useState(params.get('car_model_id') ?? '');
  const [filled, setFilled] = useState<string>();
  if (draft && filled !== draft.id) {
    setFilled(draft.id);
    setModel(String(draft.body.car_model_id ?? ''));
  }
  const storeParam = draft ? Number(draft.body.store_id) : Number(params.get('store_id'));
  return (
    <ServicePage title={t('testDrive.title')} lead={t('testDrive.lead')} aside={<HotlineCard phone={site.hotline} />} testId="test-drive-page">
      <QueryGate query={content}>
        {(data) => {
          // The form waits for the item being edited, so its fields open filled.
          if (editing === undefined) return null;
          const chosen = data.models.find((m) => String(m.car_model_id) === model);
          return (
            <div className={styles.layout}>
              <ServiceForm
                id="test-drive"
                title={t('testDrive.formTitle')}
                intro={<p>{t('testDrive.formIntro')}</p>}
                submitLabel={t('testDrive.submit')}
                mutation={book}
                outbox={testDriveOutbox(data.models)}
                editing={draft}
                key={draft?.id}
                toBody={(form) => {
                  const f = formReader(form);
                  return {
                    car_model_id: f.int('car_model_id'),
                    store_id: f.int('store_id'),
                    date: f.str('date'),
                    time: f.str('time'),
                    name: f.str('name'),
                    phone: f.str('phone'),
                  };
                }}
              >
                <ModelSelect models={data.models} value={model} onChange={setModel} wide />
                <StorePicker
                  label={t('form.store')}
                  service="test_drive"
                  defaultStoreId={Number.isInteger(storeParam) && storeParam > 0 ? storeParam : undefined}
                />
                <SlotFields slots={data.maintenance.time_slots} windowDays={data.maintenance.booking_window_days} slotName="time" />
                <ContactFields />
              </ServiceForm>
              <aside className={styles.model} aria-live="polite" data-testid="test-drive-model">
                {chosen ? (
                  <>
                    <Picture src={chosen.pic} alt={chosen.name} width={480} height={300} sizes={sizesFixed(480)} loading="eager" />
                    <p className="eyebrow">{t('testDrive.yourRide')}</p>
                    <h2 className={styles.modelName}>{chosen.name}</h2>
                    <p className={styles.modelMeta}>
                      {chosen.cc} cc · {t('testDrive.from', { price: formatCents(chosen.activity_price * 100) })}
                    </p>
                  </>
                ) : (
                  <>
                    <p className="eyebrow">{t('testDrive.yourRide')}</p>
                    <p className={styles.modelEmpty}>{t('testDrive.pickModel')}</p>
                  </>
                )}
                <ul className={styles.bring}>
                  <li>{t('testDrive.bring1')}</li>
                  <li>{t('testDrive.bring2')}</li>
                  <li>{t('testDrive.bring3')}</li>
                </ul>
              </aside>
            </div>
          );
        }}
      </QueryGate>
      <div className={styles.layout}>
        <div className={styles.feedback}>
          <FeedbackForm editing={editing?.kind === 'feedback' ? editing : undefined} />
        </div>
      </div>
    </ServicePage>
  );
}

export { TestDrivePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service', 'pwa'] };
