import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PaymentProviderName } from '../config.ts';

/** What a provider tells us when a payment went through. */
export interface PaymentEvent {
  event_id: string;
  type: 'payment.succeeded';
  session: string;
  order_id: number;
  amount_cents: number;
  /** Unix seconds. */
  created: number;
}

export type VerifyResult = { ok: true; event: PaymentEvent } | { ok: false; reason: 'signature' | 'stale' | 'payload' };

/** What a provider needs to open a payment for one of our orders. */
export interface CreatePaymentInput {
  orderId: number;
  orderNo: string;
  orderType: 'goods' | 'vehicle';
  userId: number;
  amountCents: number;
  locale: 'zh' | 'en';
  /** Phones get the gateway's mobile (wap) page, desktops its full page. */
  device: 'mobile' | 'desktop';
  /** The payment must close by this time (the order expires then, less the gateway's margin). */
  deadline: Date;
  /** The order clock's now. */
  now: Date;
}

/** A payment provider: starts payments for orders; how it confirms them is its own (callback, notify, query). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a payment for an order (or reuses the open one) and returns where to send the payer. */
  createPayment(db: Kysely<Database>, input: CreatePaymentInput): Promise<{ session: string; payUrl: string }>;
}

/** Callbacks older (or newer) than this are refused, so a captured request cannot be replayed later. */
export const CALLBACK_WINDOW_S = 5 * 60;
/** A sandbox payment session stays open for 30 minutes. */
export const SESSION_TTL_MS = 30 * 60_000;

/** Records an order's open payment session: the row every provider writes when a payment starts. */
export async function insertOpenSession(
  db: Kysely<Database>,
  provider: string,
  input: CreatePaymentInput,
  session: { session_key: string; expires_at: string; locale?: string },
): Promise<void> {
  await db
    .insertInto('payment_sessions')
    .values({ ...session, order_id: input.orderId, user_id: input.userId, provider, amount_cents: input.amountCents, status: 'open', created_at: input.now.toISOString() })
    .execute();
}

/** HMAC-SHA256(secret, timestamp + '.' + rawBody), hex. */
export function signPayload(secret: string, timestamp: string, raw: string): string {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex');
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const v = headers[name];
  return typeof v === 'string' ? v : '';
}

function isEvent(v: unknown): v is PaymentEvent {
  const e = v as Partial<PaymentEvent> | null;
  return (
    !!e &&
    typeof e === 'object' &&
    typeof e.event_id === 'string' &&
    /^[A-Za-z0-9_-]{8,80}$/.test(e.event_id) &&
    e.type === 'payment.succeeded' &&
    typeof e.session === 'string' &&
    e.session.length <= 80 &&
    Number.isSafeInteger(e.order_id) &&
    Number.isSafeInteger(e.amount_cents) &&
    Number.isSafeInteger(e.created)
  );
}

/**
 * The default provider: a sandbox served by our own site. Its pay page lives at /payment?sandbox=…,
 * and its "bank" (sandboxPay) signs a success event exactly like a real gateway would.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  async createPayment(db: Kysely<Database>, input: CreatePaymentInput) {
    const session = crypto.randomBytes(16).toString('hex');
    const { now } = input;
    // Never open past the order's expiry: the pay page would offer a payment the order can no longer take.
    await insertOpenSession(db, this.name, input, {
      session_key: session,
      expires_at: new Date(Math.min(now.getTime() + SESSION_TTL_MS, input.deadline.getTime())).toISOString(),
    });
    const base = input.locale === 'en' ? '/en/payment' : '/payment';
    return { session, payUrl: `${base}?order_id=${input.orderId}&sandbox=${session}` };
  }

  /** Builds the signed callback request the sandbox sends when the payer presses Pay. */
  signedCallback(event: Omit<PaymentEvent, 'event_id' | 'created' | 'type'>, nowMs = Date.now()): { body: string; headers: Record<string, string> } {
    const full: PaymentEvent = {
      event_id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: 'payment.succeeded',
      created: Math.floor(nowMs / 1000),
      ...event,
    };
    const body = JSON.stringify(full);
    const timestamp = String(Math.floor(nowMs / 1000));
    return {
      body,
      headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signPayload(this.secret, timestamp, body) },
    };
  }

  /** Checks a callback: HMAC over the raw body, timestamp window, then the payload's shape. */
  verifyCallback(raw: string, headers: Record<string, string | string[] | undefined>, nowMs: number): VerifyResult {
    const timestamp = header(headers, 'x-timestamp');
    const signature = header(headers, 'x-signature');
    if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return { ok: false, reason: 'signature' };
    const expected = Buffer.from(signPayload(this.secret, timestamp, raw), 'hex');
    if (!crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false, reason: 'signature' };
    if (Math.abs(nowMs / 1000 - Number(timestamp)) > CALLBACK_WINDOW_S) return { ok: false, reason: 'stale' };
    let event: unknown;
    try {
      event = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'payload' };
    }
    return isEvent(event) ? { ok: true, event } : { ok: false, reason: 'payload' };
  }
}
