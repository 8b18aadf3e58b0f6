import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { site } from '../../../config/site.ts';
import { PRIVACY_POLICY_EFFECTIVE, PRIVACY_POLICY_VERSION } from '../../../config/legal.ts';
import { PageIntro } from '../components/page-intro.tsx';
import styles from '../components/legal.module.css';
import type { PageHandle, RouteModule } from '../../../app/route-module.ts';

interface LegalSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

type Doc = 'privacy' | 'terms';

/** The facts the policy texts name, from site.ts: the same hotline, hours and address as every other page. */
function useFacts() {
  const { locale } = useLocale();
  return {
    company: site.legalName[locale],
    address: site.address[locale],
    hotline: site.hotline,
    email: site.email,
    privacyEmail: site.privacyEmail,
    ...site.hours,
  };
}

function LegalDocument({ doc }: { doc: Doc }) {
  const { t } = useTranslation('legal');
  const facts = useFacts();
  const sections = t(`${doc}.sections`, { ...facts, returnObjects: true }) as unknown as LegalSection[];
  const list = Array.isArray(sections) ? sections : [];
  return (
    <div data-testid={`${doc}-page`}>
      <PageIntro eyebrow={t(`${doc}.eyebrow`)} title={t(`${doc}.title`)} lead={t(`${doc}.lead`, facts)}>
        <p className={styles.version} data-testid="policy-version">
          {t('version', { version: PRIVACY_POLICY_VERSION, date: PRIVACY_POLICY_EFFECTIVE })}
        </p>
      </PageIntro>
      <div className={`container ${styles.body}`}>
        <nav className={styles.toc} aria-labelledby={`${doc}-toc`}>
          <h2 id={`${doc}-toc`} className={styles.tocTitle}>
            {t('toc')}
          </h2>
          <ol>
            {list.map((s, i) => (
              <li key={s.title}>
                <a href={`#${doc}-${i + 1}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.article}>
          {list.map((s, i) => (
            <section key={s.title} id={`${doc}-${i + 1}`} aria-labelledby={`${doc}-${i + 1}-h`} className={styles.section}>
              <h2 id={`${doc}-${i + 1}-h`}>{s.title}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.items && (
                <ul>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

/** /privacy: the privacy policy (PIPL), with its version and effective date from src/config/legal.ts. */
export function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}

/** /terms: the terms of use, published with the privacy policy under the same version. */
export function TermsPage() {
  return <LegalDocument doc="terms" />;
}

const handle = (title: string): PageHandle => ({ namespaces: ['content', 'legal'], title });

/** The privacy policy's route module. */
export const privacy: RouteModule = { Component: PrivacyPage, handle: handle('common:legal.privacy') };

/** The terms of use's route module. */
export const terms: RouteModule = { Component: TermsPage, handle: handle('common:legal.terms') };
