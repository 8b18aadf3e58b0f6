import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { useFinancialPlans } from '../api/get-financial-plans.ts';
import { useFinancialEnquiry } from '../api/financial-enquiry.ts';
import type { FinancePlan } from '../api/types.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import { ContactFields, formReader, SelectField } from '../components/form-fields.tsx';
import { ModelSelect } from '../components/model-select.tsx';
import { centsToInput, LoanCalculator, type LoanDraft } from '../components/loan-calculator.tsx';
import { formatRate, parseYuanToCents } from '../lib/loan.ts';
import styles from '../components/finance.module.css';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';
import type { PageHandle } from '../../../app/route-module.ts';

/** /financialService: finance plans, the exact-cents loan calculator, and an enquiry. */
export function FinancialServicePage() {
  const { t } = useTranslation('service');
  const { lang } = useLocale();
  const plans = useFinancialPlans(lang);
  const content = useAfterSale(lang);
  const enquiry = useFinancialEnquiry();
  const [planId, setPlanId] = useState('');
  const [draft, setDraft] = useState<LoanDraft>({ model: '', price: '36800', down: '7360', term: 36, rate: '3.99' });
  const plan = plans.data?.find((p) => p.id === planId);

  const choosePlan = (p: FinancePlan | undefined) => {
    setPlanId(p?.id ?? '');
    if (!p) return;
    const price = parseYuanToCents(draft.price);
    const down = price ? Math.round((price * p.min_down_pct) / 100) : null;
    setDraft({
      ...draft,
      rate: (p.annual_rate_bp / 100).toFixed(2),
      term: p.terms.includes(draft.term) ? draft.term : p.terms[p.terms.length - 1],
      ...(down !== null ? { down: centsToInput(down) } : {}),
    });
  };

  return (
    <ServicePage title={t('finance.title')} lead={t('finance.lead')} aside={<HotlineCard phone={site.hotline} />} testId="finance-page">
      <QueryGate query={plans} prices>
        {(list) => (
          // Held until hydration: a click on the server's button would do nothing.
          <UntilHydrated>
            <ul className={styles.plans}>
              {list.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={`${styles.plan} ${p.id === planId ? styles.planActive : ''}`}
                    aria-pressed={p.id === planId}
                    onClick={() => choosePlan(p.id === planId ? undefined : p)}
                    data-testid={`finance-plan-${p.id}`}
                  >
                    <span className={styles.planLender}>{p.lender}</span>
                    <span className={styles.planName}>{p.name}</span>
                    <span className={styles.planRate}>
                      {formatRate(p.annual_rate_bp)}
                      <small>{t('finance.perYear')}</small>
                    </span>
                    <span className={styles.planSummary}>{p.summary}</span>
                    <span className={styles.planTags}>
                      {p.highlights.map((h) => (
                        <span key={h}>{h}</span>
                      ))}
                    </span>
                    <span className={styles.planPick}>{p.id === planId ? t('finance.selected') : t('finance.usePlan')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </UntilHydrated>
        )}
      </QueryGate>
      <LoanCalculator draft={draft} onChange={setDraft} plan={plan} models={content.data?.models ?? []} />
      <p className={styles.disclaimer}>{t('finance.disclaimer')}</p>
      <ServiceForm
        id="finance"
        title={t('finance.formTitle')}
        intro={<p>{t('finance.formIntro')}</p>}
        submitLabel={t('finance.submit')}
        mutation={enquiry}
        toBody={(form) => {
          const f = formReader(form);
          const down = parseYuanToCents(draft.down);
          return {
            name: f.str('name'),
            phone: f.str('phone'),
            plan_id: f.str('plan_id'),
            car_model_id: f.int('car_model_id'),
            term_months: draft.term,
            ...(down !== null ? { down_payment_cents: down } : {}),
          };
        }}
      >
        <SelectField
          name="plan_id"
          label={t('finance.plan')}
          value={planId}
          onChange={(v) => choosePlan(plans.data?.find((p) => p.id === v))}
          testId="plan_id"
        >
          <option value="">{t('finance.planPlaceholder')}</option>
          {(plans.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <ModelSelect models={content.data?.models ?? []} optional value={draft.model} onChange={(v) => setDraft({ ...draft, model: v })} />
        <ContactFields />
      </ServiceForm>
    </ServicePage>
  );
}

export { FinancialServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'] };
