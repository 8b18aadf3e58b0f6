import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { useAfterSale } from '../api/get-after-sale.ts';
import { ServicePage, HotlineCard } from '../components/service-page.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { formatPeriod } from '../components/policy-format.ts';
import styles from '../components/policy.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /thirdService: the three-guarantee policy (repair, replacement, refund), cover periods, conditions and process. */
export function ThirdServicePage() {
  const { t } = useTranslation('service');
  const { lang, to } = useLocale();
  const content = useAfterSale(lang);
  return (
    <ServicePage
      nav="thirdService"
      title={t('third.title')}
      lead={t('third.lead')}
      aside={<HotlineCard phone={site.hotline} />}
      testId="third-service-page"
    >
      <QueryGate query={content}>
        {({ three_guarantee: policy }) => (
          <div className={styles.policy} data-testid="policy">
            <p className={styles.intro}>{policy.intro}</p>
            <ul className={styles.guarantees}>
              {policy.guarantees.map((g, i) => (
                <li key={g.code} className={styles.guarantee}>
                  <span className={styles.guaranteeNo}>{String(i + 1).padStart(2, '0')}</span>
                  <h2 className={styles.guaranteeTitle}>{g.title}</h2>
                  <p>{g.text}</p>
                </li>
              ))}
            </ul>

            <section className={styles.block} aria-labelledby="policy-periods">
              <h2 id="policy-periods">{t('third.periods')}</h2>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('third.part')}</th>
                      <th scope="col">{t('third.cover')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {policy.periods.map((p) => (
                      <tr key={p.part}>
                        <th scope="row">{p.part}</th>
                        <td>{formatPeriod(p, t)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <p className={styles.note}>{t('third.whicheverFirst')}</p>
            </section>

            <div className={styles.columns}>
              <section className={styles.block} aria-labelledby="policy-conditions">
                <h2 id="policy-conditions">{t('third.conditions')}</h2>
                <ul className={styles.checks}>
                  {policy.conditions.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
              <section className={styles.block} aria-labelledby="policy-exclusions">
                <h2 id="policy-exclusions">{t('third.exclusions')}</h2>
                <ul className={styles.crosses}>
                  {policy.exclusions.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
            </div>

            <section className={styles.block} aria-labelledby="policy-process">
              <h2 id="policy-process">{t('third.process')}</h2>
              <ol className={styles.steps}>
                {policy.process.map((s) => (
                  <li key={s.title}>
                    <strong>{s.title}</strong>
                    <span>{s.text}</span>
                  </li>
                ))}
              </ol>
            </section>

            <div className={styles.cta}>
              <p>{t('third.ctaText')}</p>
              <Link className="btn btn-primary" to={to('/warrantyService')}>
                {t('third.ctaWarranty')}
              </Link>
              <Link className="btn btn-ghost" to={to('/market')}>
                {t('third.ctaStore')}
              </Link>
            </div>
          </div>
        )}
      </QueryGate>
    </ServicePage>
  );
}

export { ThirdServicePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['service'], title: 'common:nav.thirdService' };
