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

/** "Privacy policy · Terms of use": the links the footer, the home line and the login page carry. */
export function LegalLinks({ className, testId = 'legal-links' }: { className?: string; testId?: string }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <nav className={className} aria-label={t('legal.label')} data-testid={testId}>
      <Link to={to('/privacy')}>{t('legal.privacy')}</Link>
      <span aria-hidden="true"> · </span>
      <Link to={to('/terms')}>{t('legal.terms')}</Link>
    </nav>
  );
}
