import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinancePlan, ServiceModel } from '../api/types.ts';
import { computeLoan, formatCents, formatRate, loanInputError, parseRateToBp, parseYuanToCents } from '../lib/loan.ts';
import styles from './finance.module.css';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';

export interface LoanDraft {
  model: string;
  price: string;
  down: string;
  term: number;
  rate: string;
}

const DEFAULT_TERMS = [12, 24, 36, 48, 60];
const DOWN_SHARES = [10, 20, 30, 50];

/** Cents as a plain yuan amount for an input ("12800" or "12800.5"). */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** The loan calculator: price, down payment, term and annual rate → monthly payment and total interest, in exact cents. */
export function LoanCalculator({
  draft,
  onChange,
  plan,
  models,
}: {
  draft: LoanDraft;
  onChange(d: LoanDraft): void;
  plan: FinancePlan | undefined;
  models: readonly ServiceModel[];
}) {
  const { t } = useTranslation('service');
  const id = useId();
  const price = parseYuanToCents(draft.price);
  const down = parseYuanToCents(draft.down);
  const rate = parseRateToBp(draft.rate);
  const input = { priceCents: price ?? -1, downPaymentCents: down ?? -1, termMonths: draft.term, annualRateBp: rate ?? -1 };
  const error = price === null ? 'price' : down === null ? 'down' : rate === null ? 'rate' : loanInputError(input);
  const result = error ? null : computeLoan(input);
  const terms = plan?.terms ?? DEFAULT_TERMS;
  const belowMin = plan && price && down !== null && down * 100 < price * plan.min_down_pct;
  const set = (patch: Partial<LoanDraft>) => onChange({ ...draft, ...patch });
  const chooseModel = (v: string) => {
    const m = models.find((x) => String(x.car_model_id) === v);
    if (!m) return set({ model: v });
    const cents = m.activity_price * 100;
    set({ model: v, price: centsToInput(cents), down: centsToInput(Math.round((cents * (plan?.min_down_pct ?? 20)) / 100)) });
  };

  return (
    <section className={`card ${styles.calc}`} aria-labelledby={`${id}-title`} data-testid="loan-calculator">
      <h2 id={`${id}-title`} className={styles.calcTitle}>
        {t('finance.calcTitle')}
      </h2>
      <div className={styles.calcGrid}>
        <div className={styles.calcInputs}>
          {/* Held until hydration: hydration resets these controlled fields, so earlier typing would be lost. */}
          <UntilHydrated>
            <div className="field">
              <label htmlFor={`${id}-model`}>{t('finance.model')}</label>
              <select id={`${id}-model`} value={draft.model} onChange={(e) => chooseModel(e.target.value)} data-testid="loan-model">
                <option value="">{t('finance.modelPlaceholder')}</option>
                {models.map((m) => (
                  <option key={m.car_model_id} value={String(m.car_model_id)}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-price`}>{t('finance.price')}</label>
              <input
                id={`${id}-price`}
                inputMode="decimal"
                value={draft.price}
                onChange={(e) => set({ price: e.target.value })}
                data-testid="loan-price"
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-down`}>{t('finance.down')}</label>
              <input
                id={`${id}-down`}
                inputMode="decimal"
                value={draft.down}
                onChange={(e) => set({ down: e.target.value })}
                aria-describedby={`${id}-down-hint`}
                data-testid="loan-down"
              />
              <div className={styles.shares} id={`${id}-down-hint`}>
                {DOWN_SHARES.map((pct) => (
                  <button
                    key={pct}
                    type="button"
                    className={styles.share}
                    disabled={!price}
                    onClick={() => price && set({ down: centsToInput(Math.round((price * pct) / 100)) })}
                  >
                    {pct}%
                  </button>
                ))}
              </div>
            </div>
            <div className={styles.pair}>
              <div className="field">
                <label htmlFor={`${id}-term`}>{t('finance.term')}</label>
                <select id={`${id}-term`} value={draft.term} onChange={(e) => set({ term: Number(e.target.value) })} data-testid="loan-term">
                  {[...new Set([...terms, draft.term])]
                    .sort((a, b) => a - b)
                    .map((n) => (
                      <option key={n} value={n}>
                        {t('finance.months', { count: n })}
                      </option>
                    ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-rate`}>{t('finance.rate')}</label>
                <input
                  id={`${id}-rate`}
                  inputMode="decimal"
                  value={draft.rate}
                  onChange={(e) => set({ rate: e.target.value })}
                  data-testid="loan-rate"
                />
              </div>
            </div>
          </UntilHydrated>
        </div>
        <output className={styles.result} htmlFor={`${id}-price ${id}-down ${id}-term ${id}-rate`} aria-live="polite" data-testid="loan-result">
          {result ? (
            <>
              <span className={styles.resultLabel}>{t('finance.monthly')}</span>
              <span className={styles.monthly} data-testid="loan-monthly">
                {formatCents(result.monthlyPaymentCents)}
              </span>
              <dl className={styles.figures}>
                <div>
                  <dt>{t('finance.principal')}</dt>
                  <dd>{formatCents(result.principalCents)}</dd>
                </div>
                <div>
                  <dt>{t('finance.interest')}</dt>
                  <dd data-testid="loan-interest">{formatCents(result.totalInterestCents)}</dd>
                </div>
                <div>
                  <dt>{t('finance.repayment')}</dt>
                  <dd>{formatCents(result.totalRepaymentCents)}</dd>
                </div>
              </dl>
              {result.finalPaymentCents !== result.monthlyPaymentCents && (
                <p className={styles.small}>{t('finance.finalPayment', { amount: formatCents(result.finalPaymentCents) })}</p>
              )}
              <p className={styles.small}>{t('finance.rateNote', { rate: formatRate(rate ?? 0), count: draft.term })}</p>
              {plan && belowMin && <p className={styles.warn}>{t('finance.belowMin', { pct: plan.min_down_pct, plan: plan.name })}</p>}
            </>
          ) : (
            <span className={styles.resultEmpty}>{t(`finance.errors.${error ?? 'price'}`)}</span>
          )}
        </output>
      </div>
    </section>
  );
}
