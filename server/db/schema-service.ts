import type { Generated } from 'kysely';

/*
 * Tables of the after-sales service feature (migration 004). Every submission row carries
 * `dedupe_key` (a hash of phone + kind + the fields that make two requests "the same") and
 * `created_at`, so a repeat within a minute is answered as already received instead of stored twice.
 * `user_id` is set when the visitor was logged in; bookings never require a login.
 */

export interface MaintenanceBookingTable {
  id: Generated<number>;
  user_id: number | null;
  car_model_id: number | null;
  model_name: string;
  store_id: number;
  date: string; // YYYY-MM-DD (China time)
  time_slot: string;
  mileage_km: number;
  name: string;
  phone: string;
  notes: string;
  status: string; // received | confirmed | completed | cancelled
  dedupe_key: string;
  created_at: string;
}

export interface TestDriveBookingTable {
  id: Generated<number>;
  user_id: number | null;
  car_model_id: number;
  store_id: number;
  date: string;
  time_slot: string;
  name: string;
  phone: string;
  status: string;
  dedupe_key: string;
  created_at: string;
}

export interface RescueRequestTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  address: string;
  description: string;
  status: string;
  dedupe_key: string;
  created_at: string;
}

/** Enquiries that share one shape: theft security, finance, extended warranty, used-car valuation. */
export interface ServiceEnquiryTable {
  id: Generated<number>;
  kind: 'theft_security' | 'finance' | 'extended_warranty' | 'used_car';
  user_id: number | null;
  name: string;
  phone: string;
  car_model_id: number | null;
  plan_id: string;
  details: string; // JSON object with the kind's own fields
  status: string;
  dedupe_key: string;
  created_at: string;
}

export interface StoreFeedbackTable {
  id: Generated<number>;
  user_id: number | null;
  store_id: number | null;
  rating: number;
  content: string;
  phone: string;
  dedupe_key: string;
  created_at: string;
}

/** One stored upload: the random file name (bytes in upload_blobs or DATA_DIR/uploads) and its sniffed type. */
export interface UploadTable {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number;
  user_id: number | null;
  /** The client address it came from (migration 006; '' for older rows). */
  ip: Generated<string>;
  created_at: string;
  /** When a submitted post first named it; null uploads are orphans once old enough (migration 006). */
  claimed_at: string | null;
}

/** The bytes of an upload on PostgreSQL, so every instance can serve them (migration 006). */
export interface UploadBlobTable {
  file_name: string;
  data: Buffer;
}

/** A redeemed upload ticket: its nonce is unique, so a ticket works once (migration 006). */
export interface UploadTicketTable {
  nonce: string;
  expires_at: string;
}

/** Upload counters per subject (`u:<id>` or `ip:<addr>`) and China day (migration 006). */
export interface UploadQuotaTable {
  subject: string;
  day: string;
  files: number;
  bytes: number;
}

export interface TravelPostTable {
  id: Generated<number>;
  user_id: number | null; // null for the editorial stories of migration 004
  author: string;
  title: string;
  content: string;
  image_urls: string; // JSON string[] of /uploads/<name>
  dedupe_key: string;
  created_at: string;
  /** The language the post is written in (migration 012). */
  lang: Generated<'zh' | 'en'>;
}

/** Tables of the service feature (added by its migration). */
export interface ServiceTables {
  maintenance_bookings: MaintenanceBookingTable;
  test_drive_bookings: TestDriveBookingTable;
  rescue_requests: RescueRequestTable;
  service_enquiries: ServiceEnquiryTable;
  store_feedback: StoreFeedbackTable;
  uploads: UploadTable;
  upload_blobs: UploadBlobTable;
  upload_tickets: UploadTicketTable;
  upload_quota: UploadQuotaTable;
  travel_posts: TravelPostTable;
}
