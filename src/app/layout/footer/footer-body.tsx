import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { site } from '../../../config/site.ts';
import { useLocale } from '../use-locale.ts';
import { useCarGroups } from '../../../features/catalog/api/get-car-groups.ts';
import { usePartners } from '../../../features/content/api/get-partners.ts';
import { AFTER_SALES_LINKS, aboutLinks, telHref, type NavLink } from '../header/nav-items.ts';
import { BackToTop } from './back-to-top.tsx';
import { LegalNotices } from '../legal-notices.tsx';
import { QR_CODES, SOCIAL_ACCOUNTS, seriesHref } from './footer-links.ts';
import { BrandLogo } from '../brand-logo.tsx';
import styles from './site-footer.module.css';

/** What the English footer offers in place of the Chinese after-sales column. */
const EXPLORE_LINKS_EN: readonly NavLink[] = [
  { key: 'news', path: '/news' },
  { key: 'club', path: '/club' },
  { key: 'shop', path: '/shopHomePage' },
];

function LinkColumn({ title, links, to, testId }: { title: string; links: readonly NavLink[]; to(path: string): string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.links}>
        {links.map((l) => (
          <li key={l.key}>
            <Link to={to(l.path)}>{t(`nav.${l.key}`)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer's content (spec section 2): product series, about-us and service links, social icons and
 * QR codes, friendly links to partners (new window), copyright and filing notices, and back-to-top.
 * Its parts are components of their own, so React can yield between them (as one component the
 * footer was a single 24 ms unit of work on a cold load, profiled).
 */
export function FooterBody() {
  return (
    <>
      <div className={styles.inner}>
        <div className={styles.top}>
          <FooterContact />
          <FooterColumns />
          <FooterFollow />
        </div>
        <FooterPartners />
        <FooterNotices />
      </div>
      <BackToTop />
    </>
  );
}

function FooterContact() {
  const { t } = useTranslation(['shell', 'common']);
  const { locale, to } = useLocale();
  const brand = site.name[locale];
  return (
    <div>
      <Link to={to('/')} className={styles.brand} aria-label={t('common:nav.home', { brand })}>
        <BrandLogo size={44} label={brand} />
        <span aria-hidden="true">{brand}</span>
      </Link>
      <p className={styles.tagline}>{site.tagline[locale]}</p>
      <a href={telHref(site.hotline)} className={styles.hotline} data-testid="footer-hotline">
        <small>{t('footer.hotline')}</small>
        <strong>{site.hotline}</strong>
        <span data-testid="footer-hours">{t('footer.hours', site.hours)}</span>
      </a>
      <p className={styles.email}>
        {t('footer.email')} <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    </div>
  );
}

function FooterColumns() {
  const { t } = useTranslation('shell');
  const { locale, lang, to } = useLocale();
  const series = useCarGroups('vehicle_series', lang);
  return (
    <nav className={styles.columns} aria-label={t('footer.label')}>
      <div data-testid="footer-models">
        <h2 className={styles.heading}>{t('footer.models')}</h2>
        <ul className={styles.links}>
          {(series.data ?? []).map((s) => (
            <li key={s.id}>
              <Link to={to(seriesHref(s.slug))} data-testid="footer-series">
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <LinkColumn title={t('footer.about')} links={aboutLinks(locale)} to={to} testId="footer-about" />
      {locale === 'zh' ? (
        <LinkColumn title={t('footer.service')} links={AFTER_SALES_LINKS} to={to} />
      ) : (
        <LinkColumn title={t('footer.explore')} links={EXPLORE_LINKS_EN} to={to} />
      )}
    </nav>
  );
}

function FooterFollow() {
  const { t } = useTranslation('shell');
  const { to } = useLocale();
  return (
    <div>
      <h2 className={styles.heading}>{t('footer.follow')}</h2>
      <ul className={styles.social}>
        {SOCIAL_ACCOUNTS.map((name) => (
          <li key={name}>
            <Link to={to('/contactUs')} className={styles.socialLink} title={t('footer.socialLink', { name: t(`footer.social.${name}`) })}>
              <img src={`/media/social/${name}.svg`} alt={t(`footer.social.${name}`)} width={22} height={22} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
      <ul className={styles.qrs}>
        {QR_CODES.map((q) => (
          <li key={q.file} className={styles.qr}>
            <img
              src={`/media/qr/${q.file}.svg`}
              alt={t('footer.qrAlt', { name: t(`footer.qr.${q.key}`) })}
              width={88}
              height={88}
              loading="lazy"
              decoding="async"
            />
            <span>{t(`footer.qr.${q.key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterPartners() {
  const { t } = useTranslation('shell');
  const { lang } = useLocale();
  const partners = usePartners(lang);
  if (!partners.data?.length) return null;
  return (
    <div className={styles.partners} data-testid="footer-partners">
      <h2 className={styles.partnersHeading}>{t('footer.partners')}</h2>
      <ul className={styles.partnerList}>
        {partners.data.map((p) => (
          <li key={p.id}>
            <a href={p.url} target="_blank" rel="noopener noreferrer">
              {p.title}
              <span className="visually-hidden">{t('footer.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FooterNotices() {
  return (
    <div className={styles.bottom} data-testid="footer-legal">
      <LegalNotices classes={{ filings: styles.filings, links: styles.legalLinks }} />
    </div>
  );
}
