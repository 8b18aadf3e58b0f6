import { useTranslation } from 'react-i18next';
import { site } from '../../../../config/site.ts';
import { SectionHead } from '../section-head.tsx';
import styles from '../blocks.module.css';
import brand from './brand.module.css';

/** The brand badge as the server renders it for the whole site (header, icons), in colour and single colour. */
const LOGOS = [
  { src: '/media/brand/logo.svg', file: 'yunling-logo.svg', label: 'brand.logoColor', alt: 'brand.logoAlt' },
  { src: '/media/brand/logo-mono.svg', file: 'yunling-logo-mono.svg', label: 'brand.logoReverse', alt: 'brand.logoMonoAlt' },
] as const;

const COLORS = [
  { key: 'brand.red', hex: site.brandRed },
  { key: 'brand.ink', hex: site.themeColor },
  { key: 'brand.gold', hex: '#c9a227' },
  { key: 'brand.paper', hex: site.backgroundColor },
] as const;

/** The logo, its usage note, brand colours and SVG downloads. */
export function BrandAssets({ email }: { email: string }) {
  const { t } = useTranslation('content');
  return (
    <section className={`section ${styles.white}`} aria-labelledby="brand-logo">
      <div className="container">
        <SectionHead id="brand-logo" title={t('brand.logoTitle')} lead={t('brand.logoBody')} />
        <div className={brand.logos}>
          {LOGOS.map((l, i) => (
            <div key={l.src} className={i === 0 ? brand.logoLight : brand.logoPaper}>
              <img src={l.src} alt={t(l.alt)} width={512} height={512} loading="lazy" decoding="async" />
            </div>
          ))}
        </div>
        <p className={brand.rules}>{t('brand.logoRules')}</p>
        <div className={brand.columns}>
          <div>
            <h3 className={brand.h3}>{t('brand.downloads')}</h3>
            <ul className={brand.downloads}>
              {LOGOS.map((l) => (
                <li key={l.file}>
                  <a className={brand.download} href={l.src} download={l.file} type="image/svg+xml">
                    <span aria-hidden="true">↓</span> {t(l.label)}
                  </a>
                </li>
              ))}
            </ul>
            <p className={brand.rules}>{t('brand.media', { email })}</p>
          </div>
          <div>
            <h3 className={brand.h3}>{t('brand.colors')}</h3>
            <ul className={brand.swatches}>
              {COLORS.map((c) => (
                <li key={c.key} className={brand.swatch}>
                  <span className={brand.chip} style={{ background: c.hex }} aria-hidden="true" />
                  <span className={brand.swatchName}>{t(c.key)}</span>
                  <code className={brand.hex}>{c.hex.toUpperCase()}</code>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
