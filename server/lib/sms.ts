import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Delivers a login code to a phone: 11-digit mainland numbers, or E.164 (`+34612345678`) for the rest of
 * the world. A gateway that refuses throws an {@link SmsSendError}; anything else thrown counts as unavailable.
 */
export interface SmsProvider {
  send(phone: string, code: string, lang: 0 | 1): Promise<void>;
}

/** Why a gateway did not send: told to slow down, a number it cannot deliver to, or down/misconfigured. */
export type SmsFailure = 'rate' | 'invalid' | 'unavailable';

/** A send the gateway refused or never answered; `detail` is the gateway's code, safe to log. */
export class SmsSendError extends Error {
  constructor(
    readonly kind: SmsFailure,
    readonly detail: string,
  ) {
    super(`SMS not sent (${kind}): ${detail}`);
  }
}

/** 138****1234: enough to recognise a number in a log, not enough to reuse it. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** In-memory record of the last code per phone, readable by tests (development and test mode only). */
export class SmsSink {
  private readonly codes = new Map<string, { code: string; at: number }>();
  constructor(private readonly max = 1000) {}
  record(phone: string, code: string): void {
    this.codes.delete(phone);
    if (this.codes.size >= this.max) this.codes.delete(this.codes.keys().next().value as string);
    this.codes.set(phone, { code, at: Date.now() });
  }
  latest(phone: string): { code: string; at: number } | undefined {
    return this.codes.get(phone);
  }
}

/**
 * The provider without a gateway: logs that a message went out and, in test mode, fills the sink. Only
 * as an explicit production demo (`revealCodes`) does it write the code itself to the log, so the operator
 * can log in; otherwise the code is never logged.
 */
export class LogSmsProvider implements SmsProvider {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly sink: SmsSink | null,
    private readonly revealCodes = false,
  ) {}
  async send(phone: string, code: string, _lang: 0 | 1): Promise<void> {
    if (this.revealCodes) this.log.warn(`demo SMS provider: login code for ${maskPhone(phone)} is ${code} (not sent to the phone)`);
    else this.log.info(`SMS to ${maskPhone(phone)}`);
    this.sink?.record(phone, code);
  }
}

export interface SmsLimits {
  ttlMs: number;
  cooldownMs: number;
  maxAttempts: number;
  perPhonePerHour: number;
  perIpPerHour: number;
}

/** Production limits; SMS_RATE_LIMIT_SCALE multiplies the hourly caps (load tests, busy NAT gateways). */
export function defaultSmsLimits(scale = 1): SmsLimits {
  const s = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return { ttlMs: 10 * 60_000, cooldownMs: 60_000, maxAttempts: 5, perPhonePerHour: Math.ceil(5 * s), perIpPerHour: Math.ceil(20 * s) };
}

export type IssueResult =
  | { ok: true; cooldownS: number }
  | { ok: false; reason: 'cooldown'; retryAfterS: number }
  | { ok: false; reason: 'phone' | 'ip' }
  | { ok: false; reason: 'gateway'; failure: SmsFailure; retryAfterS: number };

/**
 * Issues and checks SMS login codes: 6 digits, stored as an HMAC, single use, expiring, with a resend
 * cool-down and hourly caps per phone and per IP. The clock is a property so tests can move time.
 */
export class SmsService {
  clock: () => Date = () => new Date();
  constructor(
    public provider: SmsProvider,
    public limits: SmsLimits,
    private readonly secret: string,
  ) {}

  private hash(phone: string, code: string): string {
    return crypto.createHmac('sha256', this.secret).update(`${phone}:${code}`).digest('hex');
  }

  /** Creates a code for `phone` (superseding older ones) and sends it, unless a limit says no. */
  async issue(db: Kysely<Database>, phone: string, ip: string, lang: 0 | 1): Promise<IssueResult> {
    const now = this.clock();
    const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
    const count = async (col: 'ip' | 'phone', value: string) => {
      const row = await db.selectFrom('sms_codes').select((eb) => eb.fn.countAll<number>().as('n')).where(col, '=', value).where('created_at', '>', hourAgo).executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    if ((await count('ip', ip)) >= this.limits.perIpPerHour) return { ok: false, reason: 'ip' };
    const last = await db.selectFrom('sms_codes').select('created_at').where('phone', '=', phone).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (last) {
      const waitMs = Date.parse(last.created_at) + this.limits.cooldownMs - now.getTime();
      if (waitMs > 0) return { ok: false, reason: 'cooldown', retryAfterS: Math.ceil(waitMs / 1000) };
    }
    if ((await count('phone', phone)) >= this.limits.perPhonePerHour) return { ok: false, reason: 'phone' };

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const at = now.toISOString();
    const row = await db
      .insertInto('sms_codes')
      .values({
        phone,
        code_hash: this.hash(phone, code),
        ip,
        created_at: at,
        expires_at: new Date(now.getTime() + this.limits.ttlMs).toISOString(),
        attempts: 0,
        consumed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cooldownS = Math.ceil(this.limits.cooldownMs / 1000);
    try {
      await this.provider.send(phone, code, lang);
    } catch (err) {
      // Never delivered: the code goes, and with it the cool-down and the hourly count it would have spent.
      await db.deleteFrom('sms_codes').where('id', '=', row.id).execute();
      return { ok: false, reason: 'gateway', failure: err instanceof SmsSendError ? err.kind : 'unavailable', retryAfterS: cooldownS };
    }
    // Only the newest delivered code works: it retires the older ones.
    await db
      .updateTable('sms_codes')
      .set({ consumed_at: at })
      .where('phone', '=', phone)
      .where('id', '<', row.id)
      .where('consumed_at', 'is', null)
      .execute();
    return { ok: true, cooldownS };
  }

  /** True once for the right, unexpired, unlocked code; a wrong guess counts towards locking the code. */
  async verify(db: Kysely<Database>, phone: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const now = this.clock().toISOString();
    const row = await db.selectFrom('sms_codes').selectAll().where('phone', '=', phone).where('consumed_at', 'is', null).orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (!row || row.expires_at <= now || row.attempts >= this.limits.maxAttempts) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(phone, code), 'hex');
    if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
      const max = this.limits.maxAttempts;
      await db
        .updateTable('sms_codes')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          consumed_at: sql<string | null>`case when attempts + 1 >= ${max} then cast(${now} as text) else null end`,
        }))
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .execute();
      return false;
    }
    // Consume atomically: of two simultaneous logins with the same code, only one wins.
    const res = await db
      .updateTable('sms_codes')
      .set({ consumed_at: now })
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', this.limits.maxAttempts)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
