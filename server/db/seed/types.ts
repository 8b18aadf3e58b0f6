/** Bilingual text: every user-visible string exists in Chinese and English. */
export interface I18nText {
  zh: string;
  en: string;
}

/** One labelled parameter row, e.g. { label: {zh:'排量',en:'Displacement'}, value: {zh:'471 cc',en:'471 cc'} }. */
export interface ParamRow {
  label: I18nText;
  value: I18nText;
}

/** Vehicle series (top level of "by car series"), with sub-groups holding models. */
export interface SeedSeries {
  slug: string; // url-safe, used in /vehicleModel?name=<slug>
  name: I18nText;
  tagline: I18nText;
  weight: number;
  /** Sub-groups, e.g. "ADV 500" family inside the Adventure series. Models reference them by slug. */
  subGroups: { slug: string; name: I18nText; weight: number }[];
}

/** Displacement group (top level of "by displacement"), sorted by weight ascending. */
export interface SeedDisplacement {
  slug: string;
  name: I18nText; // e.g. 250cc 以下 / Under 250 cc
  weight: number;
  minCc: number;
  maxCc: number; // inclusive
  subGroups: { slug: string; name: I18nText; weight: number }[];
}

export type BikeStyle = 'adventure' | 'sport' | 'cruiser' | 'naked' | 'scooter' | 'retro';

export interface SeedColor {
  slug: string;
  name: I18nText;
  hex: string; // main body colour
  accent: string; // secondary colour
}

export interface SeedVersion {
  slug: string;
  name: I18nText; // e.g. 标准版 / Standard
  retailPrice: number; // yuan, integer
  activityPrice: number; // yuan, integer, <= retailPrice
  /** Rows that differ from the base model for this trim (merged over the base params by label.en). */
  paramOverrides: ParamRow[];
}

export interface SeedModel {
  slug: string;
  name: I18nText; // model name, e.g. 云岭 ADV 500 / Yunling ADV 500
  seriesSlug: string;
  seriesSubGroupSlug: string;
  displacementSlug: string;
  displacementSubGroupSlug: string;
  style: BikeStyle;
  cc: number;
  description: I18nText; // 1-2 sentences
  highlights: I18nText[]; // 3-4 short selling points
  retailPrice: number; // yuan
  activityPrice: number; // yuan
  recommended: boolean;
  colors: SeedColor[]; // 2-4
  versions: SeedVersion[]; // 1-3
  vehicleParams: ParamRow[]; // 整车参数: dimensions, wheelbase, seat height, weight, tank, tyres, brakes ... (8+ rows)
  engineParams: ParamRow[]; // 发动机参数: type, displacement, bore x stroke, compression, power, torque, fuel system, gearbox ... (8+ rows)
  basicConfig: ParamRow[]; // 基础配置: ABS, TCS, lighting, display, keyless, USB ... (6+ rows)
}

export interface SeedGoods {
  slug: string;
  kind: 'parts' | 'equip'; // parts = modification accessories, equip = riding equipment
  category: I18nText; // e.g. 排气 / Exhaust, 头盔 / Helmets
  name: I18nText;
  description: I18nText;
  purchasePrice: number; // yuan, may have 2 decimals
  stock: number;
  art: string; // artwork key understood by server/art (e.g. 'helmet', 'jacket', 'exhaust'), see server/art/index.ts
  hex: string; // main colour of the artwork
  fitsModelSlugs: string[]; // parts only; [] for equipment
  partNumber: string; // e.g. YL-EX-5001
  children: { slug: string; name: I18nText; purchasePrice: number; stock: number }[]; // variants (size/colour), may be []
}

export interface SeedNews {
  slug: string;
  column: 'events' | 'info'; // latest events / information center
  title: I18nText;
  summary: I18nText;
  /** CMS HTML body (paragraphs, h2, ul, blockquote). Plain, safe HTML. */
  bodyHtml: I18nText;
  publishedAt: string; // ISO date
  art: string; // news banner artwork key
}

export interface SeedEvent {
  slug: string;
  title: I18nText;
  description: I18nText;
  location: I18nText;
  startsAt: string; // ISO datetime
  endsAt: string;
  signupDeadline: string;
  capacity: number;
  art: string;
}

export interface SeedProvince {
  code: string; // e.g. 'yn'
  name: I18nText;
  /** Approximate centroid for the generated map, and default store coordinates. */
  lat: number;
  lng: number;
}

export interface SeedStore {
  slug: string;
  provinceCode: string;
  city: I18nText;
  name: I18nText;
  address: I18nText;
  phone: string;
  hours: I18nText;
  services: ('sales' | 'service' | 'parts' | 'test_drive' | 'rental')[];
  lat: number;
  lng: number;
}

export interface SeedPartner {
  title: I18nText;
  url: string; // partner site; example.* domains only (fictional)
}

export interface SeedCountry {
  continent: string; // English continent name, e.g. 'Asia'
  enName: string;
  icon: string; // short code shown as icon: 'CN', 'ES', 'PT', 'EN', 'IT', ...
  jumpType: 0 | 1 | 2; // 0 same window, 1 new window, 2 hint only
  jumpUrl: string; // for 0: a site path like '/en' or '/'; for 1: https://<country>.example.com; for 2: ''
}

export interface SeedHonor {
  category: 'group' | 'institute';
  year: number;
  title: I18nText;
  issuer: I18nText;
}

export interface SeedBanner {
  position: 'home' | 'app';
  title: I18nText;
  subtitle: I18nText;
  art: string; // artwork key
  link: string; // site path
}
