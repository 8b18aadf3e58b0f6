/**
 * The brand in one place: swap these values to put a real maker's name on the site.
 * Used by the client (titles, header, footer, manifest) and the server (seed, messages). The
 * company's figures are in site-figures.ts (only the about pages show them).
 */
export const site = {
  name: { zh: '云岭摩托', en: 'Yunling Motor' },
  officialSiteName: { zh: '云岭摩托官方网站', en: 'Yunling Motor Official Website' },
  shortName: { zh: '云岭摩托', en: 'Yunling' },
  tagline: { zh: '山河为路，云岭为家', en: 'Every ridge is a road home' },
  hotline: '400-700-3088',
  /** The hotline's service hours (China time); roadside assistance answers around the clock. */
  hours: { open: '8:00', close: '20:00' },
  address: { zh: '云南省昆明市呈贡区云岭大道 1 号', en: '1 Yunling Avenue, Chenggong District, Kunming, Yunnan, China' },
  /** Where that address is (WGS-84), for the "navigate" links: Chenggong District, Kunming. */
  location: { lat: 24.8802, lng: 102.8497 },
  postcode: '650500',
  /** The legal entity behind the site: the personal-information handler named in the privacy policy. */
  legalName: { zh: '云岭摩托车有限公司', en: 'Yunling Motorcycle Co., Ltd.' },
  privacyEmail: 'privacy@yunling-motor.example',
  email: 'service@yunling-motor.example',
  groupId: 2,
  themeColor: '#0f1b2d',
  backgroundColor: '#f4f1ea',
  brandRed: '#c8102e',
  icp: { zh: '滇ICP备 20260001 号-1', en: 'ICP filing: Dian ICP 20260001-1' },
  police: { zh: '滇公网安备 53010202000001 号', en: 'Public security filing 53010202000001' },
} as const;

export type SiteConfig = typeof site;
