import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOutboxItem } from '../../../lib/outbox/use-outbox.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { LeagueForm } from '../components/league/league-form.tsx';
import styles from '../components/blocks.module.css';
import league from '../components/league/league.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /league: why and how to become an authorized dealer, and the application form (stores/direct_join). */
export function LeaguePage() {
  const { t } = useTranslation('content');
  const benefits = t('league.benefits', { returnObjects: true });
  const requirements = t('league.requirements', { returnObjects: true });
  const steps = t('league.process', { returnObjects: true });
  const [params] = useSearchParams();
  // `?outbox=<id>`: editing an application saved to the outbox (same key when it is sent).
  const editing = useOutboxItem(params.get('outbox'));
  return (
    <>
      <PageIntro dark eyebrow={t('league.eyebrow')} title={t('league.title')} lead={t('league.lead')}>
        <p className={league.heroAction}>
          <a className="btn btn-primary" href="#league-apply">
            {t('league.formTitle')}
          </a>
        </p>
      </PageIntro>
      <section className="section" aria-labelledby="league-benefits">
        <div className="container">
          <SectionHead id="league-benefits" title={t('league.benefitsTitle')} />
          <ul className={league.benefits}>
            {benefits.map((b) => (
              <li key={b.title} className={league.benefit}>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`section ${styles.white}`} aria-labelledby="league-process">
        <div className="container">
          <SectionHead id="league-process" title={t('league.processTitle')} />
          <ol className={league.steps}>
            {steps.map((s) => (
              <li key={s.title} className={league.step}>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={`section ${league.anchor}`} aria-labelledby="league-form-title" id="league-apply">
        <div className={`container ${league.formSplit}`}>
          <div>
            <h2 id="league-form-title" className={styles.h2}>
              {t('league.formTitle')}
            </h2>
            <p className={styles.lead}>{t('league.formLead')}</p>
            <h3 className={league.reqTitle}>{t('league.requirementsTitle')}</h3>
            <ul className={styles.ticks}>
              {requirements.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <LeagueForm editing={editing?.kind === 'franchise' ? editing : undefined} />
        </div>
      </section>
    </>
  );
}

export { LeaguePage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.league' };
