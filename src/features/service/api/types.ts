/** Shapes of the service feature's API answers (see server/routes/after-sale.ts and friends). */

export interface ServiceModel {
  car_model_id: number;
  name: string;
  style: string;
  cc: number;
  retail_price: number;
  activity_price: number;
  pic: string;
}

export interface ScheduleItem {
  code: string;
  name: string;
  action: 'I' | 'R' | 'A' | 'C' | 'L';
}

export interface ScheduleRow {
  km: number;
  months: number;
  major: boolean;
  estimated_price_cents: number;
  items: ScheduleItem[];
}

export interface StyleSchedule {
  style: string;
  name: string;
  first_km: number;
  interval_km: number;
  interval_months: number;
  rows: ScheduleRow[];
}

export interface SpecialService {
  code: string;
  title: string;
  summary: string;
  features: string[];
  price_cents: number;
  price_unit: string;
  requestable: boolean;
}

export interface WarrantyPlan {
  id: string;
  name: string;
  years: number;
  km: number;
  coverage: string[];
  prices_cents: Record<string, number>;
  featured?: boolean;
}

export interface Step {
  title: string;
  text: string;
}

export interface AfterSale {
  hotline: string;
  three_guarantee: {
    title: string;
    intro: string;
    periods: { part: string; months: number; km: number | null }[];
    guarantees: { code: string; title: string; text: string }[];
    conditions: string[];
    exclusions: string[];
    process: Step[];
  };
  special_services: SpecialService[];
  extended_warranty: { intro: string; cc_classes: { code: string; label: string; max_cc: number }[]; plans: WarrantyPlan[]; terms: string[] };
  rescue: { intro: string; coverage: string[]; hotline: string };
  used_car: { intro: string; steps: Step[]; documents: string[] };
  maintenance: {
    time_slots: string[];
    booking_window_days: number;
    max_km: number;
    actions: Record<ScheduleItem['action'], string>;
    schedule: StyleSchedule[];
  };
  models: ServiceModel[];
}

export interface FinancePlan {
  id: string;
  name: string;
  lender: string;
  summary: string;
  annual_rate_bp: number;
  min_down_pct: number;
  terms: number[];
  highlights: string[];
}

export interface Province {
  id: number;
  code: string;
  name: string;
  lat: number;
  lng: number;
  store_count: number;
}

export interface Store {
  id: number;
  slug: string;
  name: string;
  province_id: number;
  province: string;
  province_code: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  services: string[];
  lat: number;
  lng: number;
}

export interface IpProvince {
  id: number;
  code: string;
  name: string;
  lat: number;
  lng: number;
  source: 'ip' | 'default';
}

export interface PartModel {
  car_model_id: number;
  name: string;
  style: string;
  cc: number;
  pic: string;
  parts_count: number;
}

export interface PartVariant {
  id: number;
  name: string;
  purchasePrice: string;
  price_cents: number;
  stock: number;
}

export interface Part {
  id: number;
  name: string;
  top_pic: string;
  purchasePrice: string;
  price_cents: number;
  category: string;
  stock: number;
  part_number: string;
  description: string;
  children: PartVariant[];
}

export interface TravelPost {
  id: number;
  author: string;
  title: string;
  content: string;
  images: string[];
  created_at: string;
  /** The language the story is written in (absent in pages cached before the server sent it). */
  lang?: 'zh' | 'en';
}

/** What a submission answers: the new record (code 1) or the earlier identical one (code 0). */
export interface Submitted {
  id: number;
  status?: string;
  duplicate: boolean;
  price_cents?: number | null;
}
