import { useTranslation } from 'react-i18next';
import { useHonors, type Honor, type HonorCategory } from '../api/get-honors.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { HonorList } from '../components/honor-list.tsx';
import styles from '../components/blocks.module.css';
import type { PageHandle } from '../../../app/route-module.ts';

const SECTIONS: HonorCategory[] = ['group', 'institute'];

/** /honor: the group's honors and those of the innovation research institute. */
export function HonorPage() {
  const { t } = useTranslation('content');
  const query = useHonors();
  return (
    <>
      <PageIntro dark eyebrow={t('honor.eyebrow')} title={t('honor.title')} lead={t('honor.lead')} />
      <QueryGate query={query}>
        {(honors: Honor[]) =>
          SECTIONS.map((category, i) => (
            <section
              key={category}
              className={`section ${i % 2 ? styles.white : ''}`}
              aria-labelledby={`honor-${category}`}
              data-testid={`honor-${category}`}
            >
              <div className="container">
                <SectionHead id={`honor-${category}`} title={t(`honor.${category}`)} lead={t(`honor.${category}Lead`)} />
                <HonorList items={honors.filter((h) => h.category === category)} />
              </div>
            </section>
          ))
        }
      </QueryGate>
    </>
  );
}

export { HonorPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.honor' };
