import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AliyunSmsConfig } from '../config.ts';
import { SmsSendError, maskPhone, type SmsFailure, type SmsProvider } from './sms.ts';

const DEFAULT_ENDPOINT = 'dysmsapi.aliyuncs.com';

type DysmsClient = typeof Dysmsapi.default;
// The SDK is CommonJS: Node gives an ESM importer its exports object (the client is `.default`), while
// Vite's interop (the tests) gives the client itself.
const Client: DysmsClient = (Dysmsapi as unknown as { default?: DysmsClient }).default ?? (Dysmsapi as unknown as DysmsClient);

/** Where a number goes, written as Aliyun's SendSms documents PhoneNumbers. */
export interface AliyunRecipient {
  /** Mainland: the 11 digits; elsewhere: country code and number, no `+` or `00` (e.g. 34612345678). */
  number: string;
  /** Outside mainland China: needs the international template. */
  intl: boolean;
}

/**
 * Maps a stored phone (11 mainland digits, or E.164 such as +34612345678 or +8613812345678) to Aliyun's
 * PhoneNumbers form; null when it is neither a mainland mobile nor a plausible E.164 number.
 */
export function aliyunRecipient(phone: string): AliyunRecipient | null {
  const p = phone.replace(/[\s-]/g, '');
  if (/^1[3-9]\d{9}$/.test(p)) return { number: p, intl: false };
  const digits = /^\+([1-9]\d{6,14})$/.exec(p)?.[1];
  if (!digits) return null;
  if (digits.startsWith('86')) return /^861[3-9]\d{9}$/.test(digits) ? { number: digits.slice(2), intl: false } : null;
  return { number: digits, intl: true };
}

const RATE_CODES = new Set(['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL']);
const INVALID_CODES = new Set(['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT']);

/** What an Aliyun answer code means for the visitor: wait, fix the number, or try again later. */
export function classifyAliyunCode(code: string): SmsFailure {
  if (RATE_CODES.has(code) || code.startsWith('Throttling')) return 'rate';
  if (INVALID_CODES.has(code)) return 'invalid';
  return 'unavailable';
}

/** ALIYUN_SMS_ENDPOINT: a host (HTTPS) or a URL whose scheme picks the protocol (tests use http://127.0.0.1:port). */
function parseEndpoint(endpoint: string | undefined): { host: string; protocol: 'http' | 'https' } {
  const m = /^(https?):\/\/([^/]+)\/?$/i.exec(endpoint ?? '');
  if (m) return { protocol: m[1]!.toLowerCase() as 'http' | 'https', host: m[2]! };
  return { protocol: 'https', host: endpoint || DEFAULT_ENDPOINT };
}

/** The gateway's error code from whatever the SDK threw; network failures and time-outs have none. */
function thrownCode(err: unknown): string {
  const e = err as { code?: unknown; statusCode?: unknown; name?: unknown } | null;
  // Only the SDK's response errors carry an HTTP status; a socket error's code (ECONNREFUSED) is not Aliyun's.
  if (e && typeof e.statusCode === 'number' && typeof e.code === 'string') return e.code;
  const name = e && typeof e.name === 'string' ? e.name : 'Error';
  const sys = e && typeof e.code === 'string' ? e.code : '';
  return `network:${sys || name}`;
}

export interface AliyunTimeouts {
  connectMs: number;
  readMs: number;
}

/**
 * Sends login codes with Aliyun SMS (dysmsapi 2017-05-25, SendSms) through Aliyun's official SDK, which
 * signs each call (ACS3-HMAC-SHA256). One attempt, no SDK retries: a retried SendSms can text twice.
 * Logs name the masked number and Aliyun's code and request id, never the code or the key secret.
 */
export class AliyunSmsProvider implements SmsProvider {
  private readonly client: InstanceType<DysmsClient>;
  constructor(
    private readonly cfg: AliyunSmsConfig,
    private readonly log: FastifyBaseLogger,
    timeouts: AliyunTimeouts = { connectMs: 5_000, readMs: 10_000 },
  ) {
    const { host, protocol } = parseEndpoint(cfg.endpoint);
    this.client = new Client(
      new $OpenApiUtil.Config({
        accessKeyId: cfg.accessKeyId,
        accessKeySecret: cfg.accessKeySecret,
        endpoint: host,
        protocol,
        connectTimeout: timeouts.connectMs,
        readTimeout: timeouts.readMs,
      }),
    );
  }

  async send(phone: string, code: string, _lang: 0 | 1): Promise<void> {
    const masked = maskPhone(phone);
    const to = aliyunRecipient(phone);
    if (!to) throw new SmsSendError('invalid', 'not a mainland or E.164 number');
    const templateCode = to.intl ? (this.cfg.templateCodeIntl ?? this.cfg.templateCode) : this.cfg.templateCode;
    const request = new SendSmsRequest({
      phoneNumbers: to.number,
      signName: this.cfg.signName,
      templateCode,
      templateParam: JSON.stringify({ code }),
    });
    let answer: string;
    let requestId = '';
    try {
      const res = await this.client.sendSms(request);
      answer = res.body?.code ?? 'EmptyAnswer';
      requestId = res.body?.requestId ?? '';
    } catch (err) {
      answer = thrownCode(err);
      requestId = String((err as { requestId?: unknown } | null)?.requestId ?? '');
    }
    if (answer === 'OK') {
      this.log.info(`SMS to ${masked} accepted by Aliyun (request ${requestId})`);
      return;
    }
    const kind = classifyAliyunCode(answer);
    this.log.warn({ aliyunCode: answer, requestId }, `SMS to ${masked} not sent by Aliyun: ${answer} (${kind})`);
    throw new SmsSendError(kind, answer);
  }
}
