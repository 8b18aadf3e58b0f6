import net from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { UploadLimits } from '../config.ts';

/** One budget that ran out: whose, and its limits. */
export interface QuotaRefusal {
  scope: 'user' | 'ip';
  limitFiles: number;
  limitBytes: number;
}

/** The China (UTC+8) day of a moment, YYYY-MM-DD: quotas reset at midnight where the riders are. */
export function quotaDay(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Milliseconds until the next China midnight, when the budgets refill. */
export function msUntilReset(now: number): number {
  const day = 86_400_000;
  return day - ((now + 8 * 3600_000) % day);
}

/**
 * The quota key of a client address. IPv6 counts per /64: one subscriber usually holds a whole /64,
 * so counting single addresses would give them billions of budgets.
 */
export function ipSubject(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return `ip:${v4[1]}`;
  if (!net.isIPv6(ip)) return `ip:${ip}`;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip:${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Adds one file of `bytes` to a subject's day unless that passes a limit; true when it fit. */
async function take(db: Kysely<Database>, subject: string, day: string, bytes: number, maxFiles: number, maxBytes: number): Promise<boolean> {
  if (bytes > maxBytes || maxFiles < 1) return false;
  // One statement: the row lock (PostgreSQL) or the single writer (SQLite) makes check-and-add atomic.
  const row = await db
    .insertInto('upload_quota')
    .values({ subject, day, files: 1, bytes })
    .onConflict((oc) =>
      oc
        .columns(['subject', 'day'])
        .doUpdateSet({ files: sql<number>`upload_quota.files + 1`, bytes: sql<number>`upload_quota.bytes + excluded.bytes` })
        .where(sql<boolean>`upload_quota.files + 1 <= ${maxFiles} and upload_quota.bytes + excluded.bytes <= ${maxBytes}`),
    )
    .returning('files')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends one upload of `bytes` from the user's and the address's budget for today, both or neither
 * (one transaction); answers which budget refused, or undefined when the upload may go ahead.
 */
export async function spendUploadQuota(
  db: Kysely<Database>,
  limits: UploadLimits,
  who: { userId: number; ip: string },
  bytes: number,
  now = Date.now(),
): Promise<QuotaRefusal | undefined> {
  const day = quotaDay(now);
  const refused = (scope: 'user' | 'ip'): QuotaRefusal =>
    scope === 'user'
      ? { scope, limitFiles: limits.userFiles, limitBytes: limits.userBytes }
      : { scope, limitFiles: limits.ipFiles, limitBytes: limits.ipBytes };
  class Refused extends Error {
    constructor(readonly scope: 'user' | 'ip') {
      super(scope);
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      // Always the user's row before the address's: two uploads never wait on each other in a cycle.
      if (!(await take(trx, `u:${who.userId}`, day, bytes, limits.userFiles, limits.userBytes))) throw new Refused('user');
      if (!(await take(trx, ipSubject(who.ip), day, bytes, limits.ipFiles, limits.ipBytes))) throw new Refused('ip');
    });
    return undefined;
  } catch (err) {
    if (err instanceof Refused) return refused(err.scope);
    throw err;
  }
}
