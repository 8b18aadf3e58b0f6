import crypto from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import type { Kysely } from 'kysely';
import type { AlipayConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { insertOpenSession, type CreatePaymentInput, type PaymentProvider } from './payment-provider.ts';
import { sm } from './shop-messages.ts';

/** Path of Alipay's asynchronous notify (notify_url = PUBLIC_URL + this). */
export const ALIPAY_NOTIFY_PATH = '/stage-api/payment/alipay/notify';
/**
 * Alipay retries an unanswered notify for about 25 hours (4m, 10m, 10m, 1h, 2h, 6h, 15h); it documents no
 * freshness window. Older (or far-future) notifies are refused and left to the trade.query reconciliation.
 */
export const NOTIFY_MAX_AGE_MS = 26 * 3600_000;
const NOTIFY_MAX_SKEW_MS = 10 * 60_000;

/** A notify Alipay really sent, reduced to what we act on. */
export interface AlipayNotice {
  outTradeNo: string;
  tradeNo: string;
  tradeStatus: string;
  amountCents: number;
}

/** What trade.query says about one of our payments. */
export type TradeState = { state: 'paid'; tradeNo: string; amountCents: number } | { state: 'waiting' } | { state: 'closed' } | { state: 'missing' };

/** Yuan with two decimals, from integer cents, without floating point. */
export function yuanText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents from Alipay's "123.45" amount text; NaN for anything else. */
export function centsOf(text: unknown): number {
  const m = typeof text === 'string' ? /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text) : null;
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

/** Alipay's "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8). */
export function beijingTime(d: Date): string {
  return new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function parseBeijing(text: string | undefined): number {
  return text && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : Number.NaN;
}

/** The SDK parses keys as PKCS1 unless told; Alipay's key tool hands out PKCS8, often as bare base64. */
function keyType(pem: string): 'PKCS1' | 'PKCS8' {
  if (pem.includes('BEGIN RSA PRIVATE KEY')) return 'PKCS1';
  if (pem.includes('BEGIN PRIVATE KEY')) return 'PKCS8';
  try {
    crypto.createPrivateKey({ key: Buffer.from(pem.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'pkcs8' });
    return 'PKCS8';
  } catch {
    return 'PKCS1';
  }
}

const tradeNoRe = /^\w{1,64}$/;

/** Alipay through its official SDK: wap/page pay, RSA2-verified notifies and trade.query. */
export class AlipayPaymentProvider implements PaymentProvider {
  readonly name = 'alipay';
  readonly sdk: AlipaySdk;

  constructor(
    private readonly cfg: AlipayConfig,
    private readonly publicUrl: string,
  ) {
    this.sdk = new AlipaySdk({
      appId: cfg.appId,
      privateKey: cfg.privateKey,
      alipayPublicKey: cfg.alipayPublicKey,
      keyType: keyType(cfg.privateKey),
      signType: 'RSA2',
      camelcase: false,
      timeout: 5000,
      ...(cfg.gateway ? { gateway: cfg.gateway } : {}),
    });
  }

  async createPayment(db: Kysely<Database>, input: CreatePaymentInput): Promise<{ session: string; payUrl: string }> {
    const { now } = input;
    // One payable trade per order at a time: reusing the open one keeps subject and expiry identical, as Alipay requires for a resubmitted out_trade_no.
    let s = await db
      .selectFrom('payment_sessions')
      .select(['session_key', 'locale', 'expires_at'])
      .where('order_id', '=', input.orderId)
      .where('provider', '=', this.name)
      .where('status', '=', 'open')
      .where('expires_at', '>', now.toISOString())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!s) {
      s = {
        session_key: `${input.orderNo}_${crypto.randomBytes(4).toString('hex')}`,
        locale: input.locale,
        expires_at: input.deadline.toISOString(),
      };
      await insertOpenSession(db, this.name, input, s);
    }
    const lang = s.locale === 'en' ? 1 : 0;
    const site = `${this.publicUrl}${lang === 1 ? '/en' : ''}/payment?order_id=${input.orderId}`;
    const wap = input.device === 'mobile';
    const bizContent = {
      out_trade_no: s.session_key,
      total_amount: yuanText(input.amountCents),
      subject: sm(input.orderType === 'vehicle' ? 'alipaySubjectVehicle' : 'alipaySubjectGoods', lang, { no: input.orderNo }),
      product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
      time_expire: beijingTime(new Date(s.expires_at)),
      ...(wap ? { quit_url: site } : {}),
    };
    const payUrl = this.sdk.pageExecute(wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
      bizContent,
      notifyUrl: `${this.publicUrl}${ALIPAY_NOTIFY_PATH}`,
      returnUrl: `${site}&result=1`,
    });
    return { session: s.session_key, payUrl };
  }

  /** Checks an asynchronous notify as Alipay documents: RSA2 signature, our app id, a plausible time, well-formed fields. */
  verifyNotify(
    params: Record<string, string>,
    nowMs: number,
  ): { ok: true; notice: AlipayNotice } | { ok: false; reason: 'signature' | 'app' | 'stale' | 'payload' } {
    if (params.sign_type !== 'RSA2' || !this.sdk.checkNotifySignV2(params)) return { ok: false, reason: 'signature' };
    if (params.app_id !== this.cfg.appId) return { ok: false, reason: 'app' };
    const at = parseBeijing(params.notify_time);
    if (Number.isNaN(at)) return { ok: false, reason: 'payload' };
    if (nowMs - at > NOTIFY_MAX_AGE_MS || at - nowMs > NOTIFY_MAX_SKEW_MS) return { ok: false, reason: 'stale' };
    const notice = {
      outTradeNo: params.out_trade_no ?? '',
      tradeNo: params.trade_no ?? '',
      tradeStatus: params.trade_status ?? '',
      amountCents: centsOf(params.total_amount),
    };
    if (!tradeNoRe.test(notice.outTradeNo) || !tradeNoRe.test(notice.tradeNo) || !notice.tradeStatus || Number.isNaN(notice.amountCents))
      return { ok: false, reason: 'payload' };
    return { ok: true, notice };
  }

  /**
   * alipay.trade.close by our out_trade_no, so an unpaid trade can no longer take money. `missing`: Alipay
   * has no such trade yet (the payer never opened the cashier), so the pay URL may still create one;
   * `refused`: it cannot be closed (already paid, or already closed). Throws when Alipay cannot say.
   */
  async closeTrade(outTradeNo: string): Promise<'closed' | 'missing' | 'refused'> {
    const r = await this.sdk.exec('alipay.trade.close', { bizContent: { out_trade_no: outTradeNo } }, { validateSign: true });
    if (r.code === '10000') return 'closed';
    if (r.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'missing';
    if (r.code === '40004' && r.sub_code === 'ACQ.TRADE_STATUS_ERROR') return 'refused';
    throw new Error(`alipay.trade.close answered ${String(r.code)} ${String(r.sub_code ?? '')}`);
  }

  /** alipay.trade.query by our out_trade_no; the answer's signature is checked by the SDK. Throws when Alipay cannot say. */
  async queryTrade(outTradeNo: string): Promise<TradeState> {
    const r = await this.sdk.exec('alipay.trade.query', { bizContent: { out_trade_no: outTradeNo } }, { validateSign: true });
    if (r.code === '40004' && r.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'missing' };
    if (r.code !== '10000' || r.out_trade_no !== outTradeNo)
      throw new Error(`alipay.trade.query answered ${String(r.code)} ${String(r.sub_code ?? '')}`);
    const status = String(r.trade_status);
    if (status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED') {
      const tradeNo = String(r.trade_no);
      if (!tradeNoRe.test(tradeNo)) throw new Error('alipay.trade.query: bad trade_no');
      return { state: 'paid', tradeNo, amountCents: centsOf(r.total_amount) };
    }
    return status === 'TRADE_CLOSED' ? { state: 'closed' } : { state: 'waiting' };
  }
}
