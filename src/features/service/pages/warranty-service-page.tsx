import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useExtentedService } from '../api/extented-service.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { ContactFields, formReader, SelectField, TextAreaField } from '../components/form-fields.tsx';
import { ModelSelect } from '../components/model-select.tsx';
import { formatCents } from '../lib/loan.ts';
import styles from '../components/policy.module.css';
import formStyles from '../components/service-form.module.css';
import { groupDigits } from '../../../lib/format.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/** /warrantyService: extended warranty plans with prices by engine size, and the purchase/enquiry request. */
export function WarrantyServicePage() {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const content = useAfterSale(lang);
  const request = useExtentedService();
  const [plan, setPlan] = useState('');
  return (
    <ServicePage
      nav="warrantyService"
      title={t('warranty.title')}
      lead={t('warranty.lead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="warranty-page"
    >
      <QueryGate query={content} prices>
        {({ extended_warranty: ew, models }) => (
          <div className={styles.policy}>
            <p className={styles.intro}>{ew.intro}</p>
            <ul className={`${styles.cards} ${styles.cards3}`}>
              {ew.plans.map((p) => (
                <li key={p.id}>
                  <article className={`${styles.serviceCard} ${p.featured ? styles.featured : ''}`} data-testid={`plan-${p.id}`}>
                    {p.featured && <span className={styles.badge}>{t('warranty.popular')}</span>}
                    <h2>{p.name}</h2>
                    <p>{t('warranty.term', { count: p.years, km: groupDigits(p.km) })}</p>
                    <ul>
                      {p.coverage.map((c) => (
                        <li key={c}>{c}</li>
                      ))}
                    </ul>
                    <table className={styles.table} style={{ marginTop: 'auto' }}>
                      <caption className="visually-hidden">{t('warranty.pricesCaption', { plan: p.name })}</caption>
                      <tbody>
                        {ew.cc_classes.map((c) => (
                          <tr key={c.code}>
                            <th scope="row">{c.label}</th>
                            <td>{formatCents(p.prices_cents[c.code] ?? 0)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    <button
                      type="button"
                      className="btn btn-dark btn-small"
                      onClick={() => {
                        setPlan(p.id);
                        document.getElementById('warranty-form')?.scrollIntoView({ block: 'start' });
                      }}
                    >
                      {t('warranty.choose')}
                    </button>
                  </article>
                </li>
              ))}
            </ul>
            <section className={styles.block} aria-labelledby="warranty-terms">
              <h2 id="warranty-terms">{t('warranty.terms')}</h2>
              <ul className={styles.checks}>
                {ew.terms.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </section>
            <ServiceForm
              id="warranty"
              title={t('warranty.formTitle')}
              intro={<p>{t('warranty.formIntro')}</p>}
              submitLabel={t('warranty.submit')}
              mutation={request}
              toBody={(form) => {
                const f = formReader(form);
                return {
                  name: f.str('name'),
                  phone: f.str('phone'),
                  plan_id: f.str('plan_id'),
                  intent: f.str('intent') === 'purchase' ? ('purchase' as const) : ('enquiry' as const),
                  car_model_id: f.int('car_model_id'),
                  notes: f.str('notes'),
                };
              }}
              renderDone={(d) =>
                d?.price_cents ? <p className={styles.price}>{t('warranty.quote', { price: formatCents(d.price_cents) })}</p> : null
              }
            >
              <SelectField name="plan_id" label={t('warranty.plan')} value={plan} onChange={setPlan} testId="plan_id">
                <option value="">{t('warranty.planPlaceholder')}</option>
                {ew.plans.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
              <ModelSelect models={models} optional />
              <fieldset className={`${formStyles.radios} ${formStyles.wide}`}>
                <legend>{t('warranty.intent')}</legend>
                {(['enquiry', 'purchase'] as const).map((v) => (
                  <label key={v} className={formStyles.radio}>
                    <input type="radio" name="intent" value={v} defaultChecked={v === 'enquiry'} />
                    <span>{t(`warranty.intents.${v}`)}</span>
                  </label>
                ))}
              </fieldset>
              <ContactFields />
              <TextAreaField name="notes" label={t('form.notes')} optional rows={3} />
            </ServiceForm>
          </div>
        )}
      </QueryGate>
    </ServicePage>
  );
}

export { WarrantyServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.warrantyService' };
