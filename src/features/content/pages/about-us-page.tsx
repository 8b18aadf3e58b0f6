import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbout, type AboutContent } from '../api/get-about.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { Timeline } from '../components/timeline.tsx';
import { AboutFigures } from '../components/about/about-figures.tsx';
import { ConceptGrid } from '../components/about/concept-grid.tsx';
import { TextFeature } from '../components/about/text-feature.tsx';
import styles from '../components/blocks.module.css';
import about from '../components/about/about.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /aboutUs: the group introduction with figures, concepts, mission and vision, companies, R&D, manufacturing, racing and timeline. */
export function AboutUsPage() {
  const query = useAbout();
  return <QueryGate query={query}>{(data) => <AboutBody data={data} />}</QueryGate>;
}

function AboutBody({ data }: { data: AboutContent }) {
  const { t } = useTranslation('content');
  const { to } = useLocale();
  return (
    <>
      <PageIntro dark eyebrow={t('about.eyebrow')} title={data.name} lead={t('about.foundedIn', { year: data.founded, hq: data.headquarters })} />

      <section className="section" aria-labelledby="about-figures">
        <div className="container">
          <div className={about.intro}>
            <p className={about.introYear} aria-hidden="true">
              {data.founded}
            </p>
            <p className={styles.bigText}>{data.intro}</p>
          </div>
          <h2 id="about-figures" className="visually-hidden">
            {t('about.figuresTitle')}
          </h2>
          <AboutFigures labelledBy="about-figures" />
        </div>
      </section>

      <section className={`section ${styles.white}`} aria-labelledby="about-concepts">
        <div className="container">
          <SectionHead id="about-concepts" title={t('about.conceptsTitle')} />
          <ConceptGrid items={data.concepts} />
        </div>
      </section>

      <section className={`section ${styles.band}`} aria-labelledby="about-mission">
        <div className="container">
          <h2 id="about-mission" className="visually-hidden">
            {t('about.missionVision')}
          </h2>
          <div className={about.statements}>
            <figure className={about.statement}>
              <figcaption className="eyebrow">{t('about.mission')}</figcaption>
              <blockquote className={about.quote}>{data.mission}</blockquote>
            </figure>
            <figure className={about.statement}>
              <figcaption className="eyebrow">{t('about.vision')}</figcaption>
              <blockquote className={about.quote}>{data.vision}</blockquote>
            </figure>
          </div>
        </div>
      </section>

      <TextFeature id="about-company" eyebrow={t('about.company')} title={data.motorcycleCompany.title} text={data.motorcycleCompany.text} />
      <TextFeature
        id="about-rd"
        eyebrow={t('about.rd')}
        title={data.rdCenter.title}
        text={data.rdCenter.text}
        note={t('about.rdFounded', { year: data.rdCenter.founded })}
        highlights={data.rdCenter.highlights}
        tone="white"
      />
      <TextFeature
        id="about-manufacturing"
        eyebrow={t('about.manufacturing')}
        title={data.manufacturing.title}
        text={data.manufacturing.text}
        highlights={data.manufacturing.highlights}
      />
      <TextFeature id="about-racing" eyebrow={t('about.racing')} title={data.racingTeam.title} text={data.racingTeam.intro} tone="white">
        <Link className={styles.textLink} to={to('/fleet')}>
          {t('about.racingLink')} →
        </Link>
      </TextFeature>

      <section className="section" aria-labelledby="about-timeline">
        <div className="container">
          <SectionHead id="about-timeline" title={t('about.timeline')}>
            <Link className={styles.textLink} to={to('/honor')}>
              {t('about.honorsLink')} →
            </Link>
          </SectionHead>
          <Timeline items={data.brandStory.milestones} labelledBy="about-timeline" />
        </div>
      </section>
    </>
  );
}

export { AboutUsPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.aboutUs' };
