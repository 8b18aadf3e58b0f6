import { useTranslation } from 'react-i18next';
import { useAbout, type AboutContent } from '../api/get-about.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { Timeline } from '../components/timeline.tsx';
import { ConceptGrid } from '../components/about/concept-grid.tsx';
import { BrandAssets } from '../components/brand/brand-assets.tsx';
import styles from '../components/blocks.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

/** /brandCenter: brand story, logo, values, milestones and logo downloads. */
export function BrandCenterPage() {
  const { t } = useTranslation('content');
  const query = useAbout();
  return (
    <>
      <PageIntro dark eyebrow={t('brand.eyebrow')} title={t('brand.title')} lead={t('brand.lead')} />
      <QueryGate query={query}>{(data) => <BrandBody data={data} />}</QueryGate>
    </>
  );
}

function BrandBody({ data }: { data: AboutContent }) {
  const { t } = useTranslation('content');
  return (
    <>
      <section className="section" aria-labelledby="brand-story">
        <div className={`container ${styles.split}`}>
          <div>
            <p className="eyebrow">{t('common.since', { year: data.founded })}</p>
            <h2 id="brand-story" className={styles.h2}>
              {data.brandStory.title}
            </h2>
          </div>
          <div>
            {data.brandStory.paragraphs.map((p, i) => (
              <p key={p} className={i === 0 ? `${styles.bigText} ${styles.bodyText}` : styles.bodyText}>
                {p}
              </p>
            ))}
          </div>
        </div>
      </section>
      <BrandAssets email={data.email} />
      <section className="section" aria-labelledby="brand-values">
        <div className="container">
          <SectionHead id="brand-values" title={t('brand.values')} />
          <ConceptGrid items={data.concepts} />
        </div>
      </section>
      <section className={`section ${styles.white}`} aria-labelledby="brand-milestones">
        <div className="container">
          <SectionHead id="brand-milestones" title={t('brand.milestones')} />
          <Timeline items={data.brandStory.milestones} labelledBy="brand-milestones" />
        </div>
      </section>
    </>
  );
}

export { BrandCenterPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'] };
