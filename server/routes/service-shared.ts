import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { requireUser, tokenFrom } from '../lib/auth.ts';
import { canonicalJson } from '../lib/call.ts';
import { ApiError } from '../lib/envelope.ts';
import { canonicalPhone } from '../lib/phone.ts';
import { BOOKING_WINDOW_DAYS } from '../db/seed/service-schedule.ts';
import { fieldName, sm, type FieldKey } from './service-messages.ts';

/** The signed-in user, or null when there is no usable token (never throws a 401). */
export async function optionalUser(req: FastifyRequest, db: Kysely<Database>): Promise<{ id: number; phone: string; nickname: string } | null> {
  if (!tokenFrom(req)) return null;
  try {
    return await requireUser(req, db, 0);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 401) return null;
    throw err;
  }
}

/*
 * Field checks. JSON schema already rejects wrong types; these give the rider a readable message
 * in their language (missing, too long, wrong pattern, out of range) as a 400 envelope.
 */

function bad(msg: string): never {
  throw new ApiError(400, msg);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A trimmed text field: required unless `optional`, at most `max` characters. */
export function text(value: string | undefined, field: FieldKey, lang: number, max: number, optional = false): string {
  const v = (value ?? '').trim();
  if (!v && !optional) bad(sm('required', lang, { label: fieldName(field, lang) }));
  if ([...v].length > max) bad(sm('tooLong', lang, { label: lang === 1 ? capitalize(fieldName(field, lang)) : fieldName(field, lang), max }));
  return v;
}

/**
 * A mobile number, by the login's rules (lib/phone.ts): a mainland number with or without +86 is
 * stored as its 11 digits, any other country's in E.164 (`+34612345678`); '' allowed when optional.
 */
export function phone(value: string | undefined, lang: number, optional = false): string {
  const v = (value ?? '').trim();
  if (!v && optional) return '';
  return canonicalPhone(v) ?? bad(sm('badPhone', lang));
}

/** Today's date in China (UTC+8) as YYYY-MM-DD: bookings are made in local store time. */
export function chinaToday(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A booking date: a real calendar date from tomorrow up to BOOKING_WINDOW_DAYS ahead. */
export function bookingDate(value: string | undefined, lang: number, now = new Date()): string {
  const v = (value ?? '').trim();
  const today = chinaToday(now);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
  if (!valid || v <= today || v > addDays(today, BOOKING_WINDOW_DAYS)) bad(sm('badDate', lang, { days: BOOKING_WINDOW_DAYS }));
  return v;
}

/** Throws a 400 with a service message. */
export function reject(key: Parameters<typeof sm>[0], lang: number, vars?: Record<string, string | number>): never {
  bad(sm(key, lang, vars));
}

export async function storeExists(db: Kysely<Database>, id: number | undefined): Promise<boolean> {
  if (!id) return false;
  return !!(await db.selectFrom('stores').select('id').where('id', '=', id).executeTakeFirst());
}

export async function findModel(db: Kysely<Database>, id: number | undefined) {
  if (!id) return undefined;
  return db.selectFrom('car_models').select(['id', 'name_zh', 'name_en', 'style', 'cc']).where('id', '=', id).executeTakeFirst();
}

/*
 * Duplicate submissions: the same phone, kind and key fields within a minute are answered as
 * "already received" (code 0) and not stored again. The check and the insert share a transaction;
 * on PostgreSQL an advisory lock on the key makes two simultaneous identical requests queue.
 */

export const DUPLICATE_WINDOW_MS = 60_000;

type DedupeTable = 'maintenance_bookings' | 'test_drive_bookings' | 'rescue_requests' | 'service_enquiries' | 'store_feedback' | 'travel_posts';

/** A stable hash of what makes two submissions the same request. */
export function dedupeKey(kind: string, parts: Record<string, unknown>): string {
  return crypto
    .createHash('sha256')
    .update(`${kind}|${canonicalJson(parts)}`)
    .digest('hex');
}

/** Inserts unless an identical submission arrived within the window; returns the row id either way. */
export async function insertOnce(
  db: Kysely<Database>,
  dialect: Dialect,
  table: DedupeTable,
  key: string,
  insert: (trx: Kysely<Database>, createdAt: string) => Promise<number>,
  now = new Date(),
): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
    const existing = await trx
      .selectFrom(table as 'store_feedback')
      .select('id')
      .where('dedupe_key', '=', key)
      .where('created_at', '>=', since)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (existing) return { id: existing.id, duplicate: true };
    return { id: await insert(trx, now.toISOString()), duplicate: false };
  });
}

/** The envelope for an accepted submission or a duplicate of one. */
export function submitted(
  result: { id: number; duplicate: boolean },
  okKey: Parameters<typeof sm>[0],
  lang: number,
  extra: Record<string, unknown> = {},
) {
  if (result.duplicate) return { code: 0, msg: sm('duplicate', lang), data: { id: result.id, duplicate: true } };
  return { code: 1, msg: sm(okKey, lang), data: { id: result.id, status: 'received', duplicate: false, ...extra } };
}

/** Schema fragments: generous hard limits for the JSON schema; the handlers apply the friendly ones. */
export const str = (maxLength = 2000) => ({ type: 'string', maxLength });
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 };
/** Any integer a PostgreSQL integer column holds: the handler's own range check gives the friendly message. */
export const int = { type: 'integer', minimum: -2147483648, maximum: 2147483647 };
/** A coordinate, bounded loosely: the handler refuses out-of-range values with its own message. */
export const coord = { type: 'number', minimum: -1000, maximum: 1000 };
