import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useUsedCar } from '../api/used-car.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { ContactFields, formReader, TextField } from '../components/form-fields.tsx';
import styles from '../components/policy.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /usedCarService: how trade-in works, and the valuation request. */
export function UsedCarServicePage() {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const content = useAfterSale(lang);
  const request = useUsedCar();
  return (
    <ServicePage
      nav="usedCarService"
      title={t('usedCar.title')}
      lead={t('usedCar.lead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="used-car-page"
    >
      <div className={styles.split}>
        <QueryGate query={content}>
          {({ used_car: info }) => (
            <div className={styles.policy}>
              <p className={styles.intro}>{info.intro}</p>
              <section className={styles.block} aria-labelledby="used-steps">
                <h2 id="used-steps">{t('usedCar.how')}</h2>
                <ol className={`${styles.steps} ${styles.stack}`}>
                  {info.steps.map((s) => (
                    <li key={s.title}>
                      <strong>{s.title}</strong>
                      <span>{s.text}</span>
                    </li>
                  ))}
                </ol>
              </section>
              <section className={styles.block} aria-labelledby="used-docs">
                <h2 id="used-docs">{t('usedCar.documents')}</h2>
                <ul className={styles.checks}>
                  {info.documents.map((d) => (
                    <li key={d}>{d}</li>
                  ))}
                </ul>
              </section>
            </div>
          )}
        </QueryGate>
        <ServiceForm
          id="used-car"
          title={t('usedCar.formTitle')}
          intro={<p>{t('usedCar.formIntro')}</p>}
          submitLabel={t('usedCar.submit')}
          mutation={request}
          toBody={(form) => {
            const f = formReader(form);
            return {
              brand: f.str('brand'),
              model: f.str('model'),
              year: f.int('year'),
              mileage_km: f.int('mileage_km'),
              city: f.str('city'),
              name: f.str('name'),
              phone: f.str('phone'),
            };
          }}
        >
          <TextField name="brand" label={t('usedCar.brand')} placeholder={t('usedCar.brandPlaceholder')} />
          <TextField name="model" label={t('usedCar.model')} placeholder={t('usedCar.modelPlaceholder')} />
          <TextField name="year" label={t('usedCar.year')} type="number" inputMode="numeric" placeholder="2021" />
          <TextField name="mileage_km" label={t('usedCar.mileage')} type="number" inputMode="numeric" placeholder="12000" />
          <TextField name="city" label={t('form.city')} wide autoComplete="address-level2" />
          <ContactFields />
        </ServiceForm>
      </div>
    </ServicePage>
  );
}

export { UsedCarServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.usedCarService' };
