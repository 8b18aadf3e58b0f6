import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { siteFigures } from '../../../../config/site-figures.ts';
import { SectionHead } from './section-head.tsx';
import styles from './home.module.css';
import { groupDigits } from '../../../../lib/format.ts';

/** Big-number figures for the teaser, from the one site-config file. */
export function aboutFigures(locale: 'zh' | 'en') {
  const f = siteFigures;
  return [
    { key: 'founded', value: String(f.founded) },
    { key: 'developers', value: groupDigits(f.rdDevelopers) },
    { key: 'employees', value: `${groupDigits(f.employees)}+` },
    { key: 'vehicles', value: locale === 'en' ? `${f.vehiclesPerYear / 1_000_000}M` : `${f.vehiclesPerYear / 10_000}万` },
  ] as const;
}

/** 关于我们 / About us: the company in one paragraph and four figures. */
export function AboutTeaser({ locale, to }: { locale: 'zh' | 'en'; to: (path: string) => string }) {
  const { t } = useTranslation('catalog');
  return (
    <section className={`section below-fold ${styles.about}`} aria-labelledby="home-about" data-testid="home-about">
      <div className={`container ${styles.aboutGrid}`}>
        <div>
          <SectionHead id="home-about" eyebrow={t('home.aboutEyebrow')} title={t('home.about')} tone="dark" />
          <p className={styles.aboutText}>{t('home.aboutText', { founded: siteFigures.founded, disciplines: siteFigures.rdDisciplines })}</p>
          <Link className="btn btn-primary" to={to('/aboutUs')}>
            {t('home.aboutMore')}
          </Link>
        </div>
        <dl className={styles.figures}>
          {aboutFigures(locale).map((f) => (
            <div key={f.key} className={styles.figure}>
              <dt>{t(`home.figures.${f.key}`)}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
