import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site.ts';
import { useLocale } from './use-locale.ts';

/**
 * The legal facts every page carries: copyright with the year, the ICP and public-security filing
 * numbers (site.ts), and links to the privacy policy and terms. The footer shows them at its bottom;
 * the home page, which has no footer, shows them as a slim line of its own.
 */
export function LegalNotices({ classes }: { classes: { copyright?: string; filings?: string; links?: string } }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <>
      <p className={classes.copyright}>{t('legal.copyright', { year: new Date().getFullYear(), brand: site.name[locale] })}</p>
      <p className={classes.filings}>
        <span data-testid="legal-icp">{site.icp[locale]}</span>
        <span data-testid="legal-police">{site.police[locale]}</span>
      </p>
      <LegalLinks className={classes.links} />
    </>
  );
}

/**
 * "Privacy policy · Terms of use": the links the footer, the home line and the login page carry. The
 * footer's copy is the page's one "legal" landmark; elsewhere (`landmark={false}`) a plain paragraph,
 * so a screen reader's landmark list does not offer the same name twice.
 */
export function LegalLinks({ className, testId = 'legal-links', landmark = true }: { className?: string; testId?: string; landmark?: boolean }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  const links = (
    <>
      <Link to={to('/privacy')}>{t('legal.privacy')}</Link>
      <span aria-hidden="true"> · </span>
      <Link to={to('/terms')}>{t('legal.terms')}</Link>
    </>
  );
  return landmark ? (
    <nav className={className} aria-label={t('legal.label')} data-testid={testId}>
      {links}
    </nav>
  ) : (
    <p className={className} data-testid={testId}>
      {links}
    </p>
  );
}
