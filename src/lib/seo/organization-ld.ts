import type { Organization, WithContext } from 'schema-dts';
import { site, type SiteConfig } from '../../config/site.ts';
import { absoluteUrl, brandTitle, localizedPath, type HeadContext, type PageMeta } from './page-meta.ts';

/*
 * The maker as schema.org Organization: home's JSON-LD and the publisher/organizer inside the other
 * page types' (json-ld.ts). Its own module so home's route carries only this, not every builder.
 */

const CONTEXT = 'https://schema.org' as const;
type Locale = HeadContext['locale'];

/** What organizationLd reads of the site config (src/config/site.ts); `sameAs` when the brand has profiles. */
export type OrgSite = Pick<SiteConfig, 'name' | 'officialSiteName' | 'legalName' | 'hotline' | 'email' | 'address' | 'postcode'> & {
  sameAs?: readonly string[];
};

/** The maker as publisher, author, brand owner and organizer (no context: it sits inside another item). */
export function maker(site: OrgSite, origin: string, locale: Locale) {
  return {
    '@type': 'Organization' as const,
    name: site.name[locale],
    url: `${origin.replace(/\/+$/, '')}${localizedPath('/', locale)}`,
    logo: absoluteUrl(origin, '/generated/icon-512.png'),
  };
}

/** Organization on home: names, logo, address, the hotline as a contact point, profiles when known. */
export function organizationLd(site: OrgSite, origin: string, locale: Locale = 'zh'): WithContext<Organization> {
  const other = locale === 'zh' ? 'en' : 'zh';
  return {
    '@context': CONTEXT,
    ...maker(site, origin, locale),
    alternateName: [site.name[other], site.officialSiteName[locale]],
    legalName: site.legalName[locale],
    email: site.email,
    address: { '@type': 'PostalAddress', streetAddress: site.address[locale], postalCode: site.postcode, addressCountry: 'CN' },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.hotline,
      email: site.email,
      contactType: 'customer service',
      areaServed: 'CN',
      availableLanguage: ['zh-CN', 'en'],
    },
    ...(site.sameAs?.length ? { sameAs: [...site.sameAs] } : {}),
  };
}

/** Home: the site name as title, the given description (home's translation), Organization. */
export function homeMeta(description: string, ctx: HeadContext): PageMeta {
  return { title: brandTitle(undefined, ctx.locale), description, jsonLd: [organizationLd(site, ctx.origin, ctx.locale)] };
}
