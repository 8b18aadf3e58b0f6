import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { site } from '../../src/config/site.ts';

/** The facts texts may name as `{{name}}`: hours from site.ts and the outlet count from the stores table. */
export type SiteFacts = { outlets: number; open: string; close: string };

/** Counts the authorised outlets: every row of the stores table (the store finder lists the same rows). */
export async function countOutlets(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(row?.n ?? 0);
}

/** The facts of the site today: the stores table's count and site.ts's hours. */
export async function siteFacts(db: Kysely<Database>): Promise<SiteFacts> {
  return { outlets: await countOutlets(db), ...site.hours };
}

/** Replaces `{{name}}` in every string of a (deep) value with the fact of that name; unknown names stay. */
export function fillFacts<T>(value: T, facts: SiteFacts): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in facts ? String(facts[name as keyof SiteFacts]) : whole)) as T;
  }
  if (Array.isArray(value)) return value.map((v: unknown) => fillFacts(v, facts)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFacts(v, facts)])) as T;
  }
  return value;
}

/** The company's contact block in a language: the facts of site.ts beside the served texts. */
export function contactFacts(lang: number) {
  const key = lang === 1 ? 'en' : 'zh';
  return { hotline: site.hotline, email: site.email, address: site.address[key], postcode: site.postcode, hours: site.hours };
}
