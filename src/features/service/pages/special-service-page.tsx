import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useTheftSecurityService } from '../api/theft-security-service.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { ContactFields, formReader, TextAreaField, TextField } from '../components/form-fields.tsx';
import { ModelSelect } from '../components/model-select.tsx';
import { formatCents } from '../lib/loan.ts';
import styles from '../components/policy.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /specialService: the brand's special services, and the Guardian anti-theft request. */
export function SpecialServicePage() {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const content = useAfterSale(lang);
  const request = useTheftSecurityService();
  return (
    <ServicePage
      nav="specialService"
      title={t('special.title')}
      lead={t('special.lead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="special-service-page"
    >
      <QueryGate query={content} prices>
        {(data) => (
          <div className={styles.policy}>
            <ul className={styles.cards}>
              {data.special_services.map((s) => (
                <li key={s.code}>
                  <article className={`${styles.serviceCard} ${s.requestable ? styles.featured : ''}`}>
                    {s.requestable && <span className={styles.badge}>{t('special.new')}</span>}
                    <h2>{s.title}</h2>
                    <p>{s.summary}</p>
                    <ul>
                      {s.features.map((f) => (
                        <li key={f}>{f}</li>
                      ))}
                    </ul>
                    <p className={styles.price}>
                      {s.price_cents > 0 ? (
                        <>
                          {formatCents(s.price_cents)}
                          <small>{s.price_unit}</small>
                        </>
                      ) : (
                        <span className={styles.free}>{s.price_unit}</span>
                      )}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            <ServiceForm
              id="theft"
              title={t('special.formTitle')}
              intro={<p>{t('special.formIntro')}</p>}
              submitLabel={t('special.submit')}
              mutation={request}
              toBody={(form) => {
                const f = formReader(form);
                return {
                  name: f.str('name'),
                  phone: f.str('phone'),
                  car_model_id: f.int('car_model_id'),
                  city: f.str('city'),
                  notes: f.str('notes'),
                };
              }}
            >
              <ContactFields />
              <ModelSelect models={data.models} optional />
              <TextField name="city" label={t('form.city')} optional autoComplete="address-level2" />
              <TextAreaField name="notes" label={t('form.notes')} optional rows={3} />
            </ServiceForm>
          </div>
        )}
      </QueryGate>
    </ServicePage>
  );
}

export { SpecialServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.specialService' };
