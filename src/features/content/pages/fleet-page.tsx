import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbout, type AboutContent } from '../api/get-about.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import styles from '../components/blocks.module.css';
import fleet from '../components/fleet.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /fleet: the factory racing team, its riders and recent results. */
export function FleetPage() {
  const query = useAbout();
  return <QueryGate query={query}>{(data) => <FleetBody team={data.racingTeam} />}</QueryGate>;
}

function FleetBody({ team }: { team: AboutContent['racingTeam'] }) {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  const results = [...team.results].sort((a, b) => b.year - a.year);
  return (
    <>
      <PageIntro dark eyebrow={t('fleet.eyebrow')} title={team.title} lead={team.intro} />
      <section className="section" aria-labelledby="fleet-riders">
        <div className="container">
          <SectionHead id="fleet-riders" title={t('fleet.riders')} />
          <ul className={fleet.riders}>
            {team.riders.map((r) => (
              <li key={r.number} className={fleet.rider}>
                <span className={fleet.number} aria-hidden="true">
                  {r.number}
                </span>
                <h3 className={fleet.name}>{r.name}</h3>
                <p className={fleet.discipline}>
                  <span className="visually-hidden">{t('fleet.number', { number: r.number })} · </span>
                  {r.discipline}
                </p>
                <p className={fleet.bio}>{r.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`section ${styles.white}`} aria-labelledby="fleet-results">
        <div className="container">
          <SectionHead id="fleet-results" title={t('fleet.results')} />
          <div className={fleet.tableWrap}>
            <table className={fleet.table} aria-labelledby="fleet-results">
              <thead>
                <tr>
                  <th scope="col">{t('fleet.year')}</th>
                  <th scope="col">{t('fleet.event')}</th>
                  <th scope="col">{t('fleet.result')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={`${r.year}-${r.event}`}>
                    <td className={fleet.year}>{r.year}</td>
                    <td>{r.event}</td>
                    <td className={fleet.result}>{r.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
      <section className={`section ${styles.band}`} aria-labelledby="fleet-join">
        <div className={`container ${fleet.cta}`}>
          <div>
            <h2 id="fleet-join" className={styles.h2}>
              {t('fleet.join')}
            </h2>
            <p className={styles.lead}>{t('fleet.joinBody')}</p>
          </div>
          <Link className="btn btn-primary" to={to('/club')}>
            {t('fleet.toClub')}
          </Link>
        </div>
      </section>
    </>
  );
}

export { FleetPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.fleet' };
