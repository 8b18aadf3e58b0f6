import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAbout, type AboutContent } from '../api/get-about.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { QueryGate } from '../components/query-gate.tsx';
import { SectionHead } from '../components/section-head.tsx';
import { QrCard } from '../components/qr-card.tsx';
import styles from '../components/blocks.module.css';
import contact from '../components/contact.module.css';
import { NavigateLinks } from '../../../components/ui/navigate-links.tsx';
import { site } from '../../../config/site.ts';
import type { PageHandle } from '../../../app/route-module.ts';

/** QR artwork per social account, in the order the company content lists them (WeChat, Weibo, Douyin, bilibili). */
const QR_KEYS = ['wechat', 'weibo', 'douyin', 'bilibili'] as const;

/** /contactUs: hotline, address, e-mail and the official social accounts with QR codes. */
export function ContactUsPage() {
  const { t } = useTranslation('content');
  const query = useAbout();
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <QueryGate query={query}>{(data) => <ContactBody contact={data.contact} outlets={data.outlets} />}</QueryGate>
    </>
  );
}

function ContactBody({ contact: c, outlets }: { contact: AboutContent['contact']; outlets: number }) {
  const { t } = useTranslation('content');
  const { to, locale } = useLocale();
  return (
    <>
      <section className="section" aria-label={t('contact.title')}>
        <div className={`container ${contact.cards}`}>
          <div className={`${contact.card} ${contact.hotlineCard}`}>
            <h2 className={contact.label}>{t('contact.hotline')}</h2>
            <a
              className={contact.phone}
              href={`tel:${c.hotline.replace(/\D/g, '')}`}
              aria-label={t('contact.call', { phone: c.hotline })}
              data-testid="contact-hotline"
            >
              {c.hotline}
            </a>
            <p className={contact.note} data-testid="contact-hours">
              {c.hotlineHours}
            </p>
          </div>
          <div className={contact.card}>
            <h2 className={contact.label}>{t('contact.address')}</h2>
            <address className={contact.value}>{c.address}</address>
            <p className={contact.note}>{t('contact.postcode', { code: c.postcode })}</p>
            <NavigateLinks place={{ name: site.name[locale], address: c.address, ...site.location }} />
          </div>
          <div className={contact.card}>
            <h2 className={contact.label}>{t('contact.email')}</h2>
            <a className={contact.value} href={`mailto:${c.email}`}>
              {c.email}
            </a>
          </div>
        </div>
      </section>
      <section className={`section ${styles.white}`} aria-labelledby="contact-social">
        <div className="container">
          <SectionHead id="contact-social" title={t('contact.social')} lead={t('contact.socialLead')} />
          <ul className={contact.qrs}>
            {c.social.map((s, i) => (
              <li key={s.platform}>
                <QrCard
                  src={`/media/qr/${QR_KEYS[i] ?? 'wechat'}.svg`}
                  alt={t('contact.qrAlt', { platform: s.platform, account: s.account })}
                  title={s.platform}
                  subtitle={s.account}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={`section ${styles.band}`} aria-labelledby="contact-stores">
        <div className={`container ${contact.cta}`}>
          <div>
            <h2 id="contact-stores" className={styles.h2}>
              {t('contact.stores')}
            </h2>
            <p className={styles.lead} data-testid="contact-outlets">
              {t('contact.storesBody', { outlets })}
            </p>
          </div>
          <Link className="btn btn-primary" to={to('/market')}>
            {t('contact.toStores')}
          </Link>
        </div>
      </section>
    </>
  );
}

export { ContactUsPage as Component };

/** The page's facts for its route (src/app/route-module.ts). */
export const handle: PageHandle = { namespaces: ['content'], title: 'common:nav.contactUs' };
