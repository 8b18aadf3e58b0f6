import type { Generated } from 'kysely';
import type { ClubTables } from './schema-club.ts';
import type { ShopTables } from './schema-shop.ts';
import type { ServiceTables } from './schema-service.ts';

/*
 * Table types shared by SQLite and PostgreSQL. Portable choices: booleans are 0/1 integers,
 * JSON is stored as text, timestamps are ISO-8601 text, goods money is integer cents.
 */

export interface CarGroupTable {
  id: Generated<number>;
  type: 'vehicle_series' | 'displacement';
  slug: string;
  parent_id: number | null;
  name_zh: string;
  name_en: string;
  tagline_zh: string;
  tagline_en: string;
  weight: number;
}

export interface CarModelTable {
  id: Generated<number>;
  slug: string;
  name_zh: string;
  name_en: string;
  style: string;
  cc: number;
  series_group_id: number;
  displacement_group_id: number;
  description_zh: string;
  description_en: string;
  highlights: string; // JSON I18nText[]
  retail_price: number; // yuan
  activity_price: number; // yuan
  recommended: number;
  weight: number;
  colors: string; // JSON SeedColor[]
  vehicle_params: string; // JSON ParamRow[]
  engine_params: string;
  basic_config: string;
}

export interface CarVersionTable {
  id: Generated<number>;
  car_model_id: number;
  slug: string;
  name_zh: string;
  name_en: string;
  retail_price: number;
  activity_price: number;
  param_overrides: string; // JSON ParamRow[]
  weight: number;
}

export interface GoodsTable {
  id: Generated<number>;
  slug: string;
  kind: 'parts' | 'equip';
  parent_id: number | null;
  category_zh: string;
  category_en: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  price_cents: number;
  stock: number;
  art: string;
  hex: string;
  part_number: string;
  fits: string; // JSON model slugs
  weight: number;
}

export interface PartnerTable {
  id: Generated<number>;
  title_zh: string;
  title_en: string;
  url: string;
  weight: number;
}

export interface CountryTable {
  id: Generated<number>;
  continent: string;
  en_name: string;
  icon: string;
  jump_type: number;
  jump_url: string;
  weight: number;
}

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  column_id: number;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  body_zh: string;
  body_en: string;
  cover: string;
  published_at: string;
}

export interface BannerTable {
  id: Generated<number>;
  position: 'home' | 'app';
  title_zh: string;
  title_en: string;
  subtitle_zh: string;
  subtitle_en: string;
  image: string;
  link: string;
  weight: number;
}

export interface HonorTable {
  id: Generated<number>;
  category: 'group' | 'institute';
  year: number;
  title_zh: string;
  title_en: string;
  issuer_zh: string;
  issuer_en: string;
}

export interface ActivityTable {
  id: Generated<number>;
  slug: string;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  location_zh: string;
  location_en: string;
  starts_at: string;
  ends_at: string;
  signup_deadline: string;
  capacity: number;
  cover: string;
  /** Meeting point, what to bring and organiser contact (migration 013). */
  meeting_address_zh: Generated<string>;
  meeting_address_en: Generated<string>;
  meeting_lat: number | null;
  meeting_lng: number | null;
  bring_zh: Generated<string>;
  bring_en: Generated<string>;
  organiser_zh: Generated<string>;
  organiser_en: Generated<string>;
  organiser_phone: Generated<string>;
}

export interface ActivitySignupTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  name: string;
  phone: string;
  created_at: string;
}

export interface ProvinceTable {
  id: Generated<number>;
  code: string;
  name_zh: string;
  name_en: string;
  lat: number;
  lng: number;
}

export interface StoreTable {
  id: Generated<number>;
  slug: string;
  province_id: number;
  city_zh: string;
  city_en: string;
  name_zh: string;
  name_en: string;
  address_zh: string;
  address_en: string;
  phone: string;
  hours_zh: string;
  hours_en: string;
  services: string; // JSON string[]
  lat: number;
  lng: number;
}

export interface UserTable {
  id: Generated<number>;
  phone: string;
  nickname: string;
  created_at: string;
  /** Set when the owner deleted the account (migration 010): the row stays, anonymised, for kept orders. */
  deleted_at: Generated<string | null>;
}

/** One agreement to (or withdrawal from) the privacy policy (migration 010). */
export interface ConsentTable {
  id: Generated<number>;
  user_id: number | null;
  phone: string;
  purpose: string;
  policy_version: string;
  action: 'granted' | 'withdrawn';
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface CartItemTable {
  id: Generated<number>;
  user_id: number;
  goods_id: number;
  quantity: number;
  created_at: string;
}

export interface PageViewTable {
  id: Generated<number>;
  path: string;
  route_name: string;
  /** The query string without `?` and without any `token` parameter ('' when none). */
  query: Generated<string>;
  lang: number;
  referrer: string;
  created_at: string;
}

/** A stored answer to a request sent with an Idempotency-Key (server/lib/idempotency.ts). */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  /** `u:<user id>` or `anon`. */
  scope: string;
  route: string;
  idem_key: string;
  /** sha256 of the canonical body without token and lang. */
  body_hash: string;
  /** The JSON envelope answered; null while the first request is at work. */
  answer: string | null;
  created_at: string;
}

/** Every table; feature tables come from their own schema files. */
export interface Database extends ClubTables, ShopTables, ServiceTables {
  car_groups: CarGroupTable;
  car_models: CarModelTable;
  car_versions: CarVersionTable;
  goods: GoodsTable;
  partners: PartnerTable;
  countries: CountryTable;
  news: NewsTable;
  banners: BannerTable;
  honors: HonorTable;
  activities: ActivityTable;
  activity_signups: ActivitySignupTable;
  provinces: ProvinceTable;
  stores: StoreTable;
  users: UserTable;
  consents: ConsentTable;
  sessions: SessionTable;
  cart_items: CartItemTable;
  page_views: PageViewTable;
  idempotency_keys: IdempotencyKeyTable;
}
