import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a ticket may wait before its one upload. */
export const SIGN_TTL_MS = 10 * 60_000;

const TICKET = /^(\d{13})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** A checked ticket: its nonce (what redeeming records) and expiry. */
export interface TicketClaim {
  nonce: string;
  expiresAt: number;
}

/**
 * Upload tickets `<expiry>.<nonce>.<hmac>`: the HMAC covers the subject (who may upload), the expiry and
 * a random nonce. The signature proves who and until when; the nonce, recorded once in the database
 * when redeemed, makes a ticket good for one upload on every instance sharing that database.
 */
export function uploadTickets(secret: Buffer) {
  const mac = (subject: string, exp: number, nonce: string) =>
    crypto.createHmac('sha256', secret).update(`${subject}|${exp}|${nonce}`).digest('base64url');
  return {
    /** A new ticket for `subject`. */
    issue(subject: string, now = Date.now()) {
      const exp = now + SIGN_TTL_MS;
      const nonce = crypto.randomBytes(16).toString('base64url');
      return { sign: `${exp}.${nonce}.${mac(subject, exp, nonce)}`, expires_at: new Date(exp).toISOString() };
    },
    /** The ticket's claim when it is well formed, signed for `subject` and not expired; else undefined. */
    verify(sign: string, subject: string, now = Date.now()): TicketClaim | undefined {
      const m = TICKET.exec(sign);
      if (!m) return undefined;
      const exp = Number(m[1]);
      if (exp < now || exp > now + SIGN_TTL_MS) return undefined;
      const want = Buffer.from(mac(subject, exp, m[2]));
      const got = Buffer.from(m[3]);
      return want.length === got.length && crypto.timingSafeEqual(want, got) ? { nonce: m[2], expiresAt: exp } : undefined;
    },
  };
}

/** Records a verified ticket as used; false when it already was (the nonce's unique key decides, race-free). */
export async function redeemTicket(db: Kysely<Database>, claim: TicketClaim): Promise<boolean> {
  const row = await db
    .insertInto('upload_tickets')
    .values({ nonce: claim.nonce, expires_at: new Date(claim.expiresAt).toISOString() })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}
