import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { makeTestApp, type TestApp } from './helpers.ts';
import { call, uniquePhone } from './shop-helpers.ts';
import { startFakeAliyun, type FakeAliyun } from './sms-fake-aliyun.ts';
import { AliyunSmsProvider, aliyunRecipient, type AliyunTimeouts } from '../../../server/lib/sms-aliyun.ts';
import type { AliyunSmsConfig } from '../../../server/config.ts';
import type { SmsProvider } from '../../../server/lib/sms.ts';

const KEY_ID = 'LTAI5tFakeKeyId0001';
const SECRET = 'fake-secret-9f8e7d6c5b4a';
const SIGN = '云岭摩托';
const TPL = 'SMS_480000001';
const TPL_INTL = 'SMS_480000002';

/** A logger that keeps every line (message and bindings) so tests can read what reached the log. */
function captureLog(): { log: FastifyBaseLogger; text: () => string } {
  const lines: string[] = [];
  const put = (...args: unknown[]) => lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  const log = { info: put, warn: put, error: put, debug: put, trace: put, fatal: put, level: 'info', silent: put } as unknown as FastifyBaseLogger;
  (log as unknown as { child: () => FastifyBaseLogger }).child = () => log;
  return { log, text: () => lines.join('\n') };
}

let fake: FakeAliyun;
let t: TestApp;
let cfg: AliyunSmsConfig;
let original: SmsProvider;
const logs = captureLog();

beforeAll(async () => {
  fake = await startFakeAliyun({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: SIGN, templateCode: TPL, templateCodeIntl: TPL_INTL });
  t = await makeTestApp({
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: KEY_ID,
    ALIYUN_ACCESS_KEY_SECRET: SECRET,
    ALIYUN_SMS_SIGN_NAME: SIGN,
    ALIYUN_SMS_TEMPLATE_CODE: TPL,
    ALIYUN_SMS_TEMPLATE_CODE_INTL: TPL_INTL,
    ALIYUN_SMS_ENDPOINT: fake.url,
  });
  t.app.shop.sms.limits.perIpPerHour = 10_000;
  cfg = t.app.config.sms.aliyun as AliyunSmsConfig;
  original = t.app.shop.sms.provider;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
afterEach(() => {
  fake.mode = { kind: 'ok' };
  t.app.shop.sms.provider = original;
});

/** Swaps in an Aliyun provider with a capturing logger (and optionally other settings or time-outs). */
function useProvider(patch: Partial<AliyunSmsConfig> = {}, timeouts?: AliyunTimeouts) {
  t.app.shop.sms.provider = new AliyunSmsProvider({ ...cfg, ...patch }, logs.log, timeouts);
}
const send = (mobile: string, lang: 0 | 1 = 0) => call<{ cooldown?: number; retry_after?: number } | null>(t, 'api/sms/send', { mobile, lang });
const login = (mobile: string, captcha: string) =>
  call<{ token: string; mobile: string }>(t, 'api/user/mobilelogin', { mobile, captcha, consent: true });

describe('Aliyun SMS through the real login flow', () => {
  it('SMS_PROVIDER=aliyun sends a correctly signed SendSms, and the code the gateway got logs the user in', async () => {
    const phone = uniquePhone();
    const before = fake.sent.length;
    const sent = await send(phone);
    expect(sent).toMatchObject({ status: 200, code: 1, data: { cooldown: 60 } });
    expect(fake.refused).toEqual([]);
    expect(fake.sent.slice(before)).toEqual([{ phoneNumbers: phone, signName: SIGN, templateCode: TPL, code: expect.stringMatching(/^\d{6}$/) }]);
    // The code went to the gateway only: the test sink never saw it.
    expect(t.app.shop.smsSink?.latest(phone)).toBeUndefined();
    const r = await login(phone, fake.sent.at(-1)!.code);
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({ mobile: phone, token: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('a wrong access key secret fails the signature check: 503 envelope, and the cool-down is not spent', async () => {
    useProvider({ accessKeySecret: 'not-the-secret' });
    const phone = uniquePhone();
    const r = await send(phone, 1);
    expect(r).toMatchObject({ status: 503, code: 503, msg: 'The text message could not be sent. Please try again later', data: null });
    expect(fake.refused.at(-1)).toBe('signature does not match');
    expect((await send(phone)).msg).toBe('短信发送失败，请稍后再试');
    const rows = await t.db.db.selectFrom('sms_codes').select('id').where('phone', '=', phone).execute();
    expect(rows).toEqual([]);
    t.app.shop.sms.provider = original;
    expect((await send(phone)).code).toBe(1);
  });
});

describe('Aliyun error codes become clear envelopes', () => {
  it('rate limits (BUSINESS_LIMIT_CONTROL, DAY_LIMIT_CONTROL) are a code-0 refusal with retry_after, in both languages', async () => {
    useProvider();
    for (const code of ['isv.BUSINESS_LIMIT_CONTROL', 'isv.DAY_LIMIT_CONTROL']) {
      const phone = uniquePhone();
      fake.mode = { kind: 'error', code, message: '触发号码天级流控Permits:10' };
      const zh = await send(phone, 0);
      expect(zh).toMatchObject({ status: 200, code: 0, msg: '短信发送过于频繁，请 60 秒后再获取验证码', data: { retry_after: 60 } });
      const en = await send(phone, 1);
      expect(en).toMatchObject({
        status: 200,
        code: 0,
        msg: 'Too many text messages have gone to this number. Please wait 60 seconds and try again',
      });
      // The refused sends spent neither the cool-down nor the hourly count.
      fake.mode = { kind: 'ok' };
      expect((await send(phone)).code).toBe(1);
    }
  });

  it('invalid numbers (MOBILE_NUMBER_ILLEGAL, MOBILE_COUNT_OVER_LIMIT) are a 400 envelope', async () => {
    useProvider();
    for (const code of ['isv.MOBILE_NUMBER_ILLEGAL', 'isv.MOBILE_COUNT_OVER_LIMIT']) {
      fake.mode = { kind: 'error', code, message: 'invalid' };
      expect(await send(uniquePhone(), 1)).toMatchObject({
        status: 400,
        code: 400,
        msg: 'This number cannot receive text messages. Please check it and try again',
      });
      expect((await send(uniquePhone(), 0)).msg).toBe('该号码无法接收短信，请检查后重新输入');
    }
  });

  it('a failed send leaves the last delivered code working', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).code).toBe(1);
    const delivered = fake.sent.at(-1)!.code;
    const base = Date.now();
    t.app.shop.sms.clock = () => new Date(base + 61_000);
    try {
      fake.mode = { kind: 'error', code: 'isv.OUT_OF_SERVICE', message: '业务停机' };
      expect((await send(phone)).status).toBe(503);
    } finally {
      t.app.shop.sms.clock = () => new Date();
    }
    expect((await login(phone, delivered)).code).toBe(1);
  });

  it('any other code (account out of service) is a 503 envelope', async () => {
    useProvider();
    fake.mode = { kind: 'error', code: 'isv.OUT_OF_SERVICE', message: '业务停机' };
    expect(await send(uniquePhone(), 1)).toMatchObject({ status: 503, code: 503 });
  });

  it('gateway down (connection refused) and gateway silent (read time-out) are 503 envelopes, never a 500', async () => {
    const down = await startFakeAliyun({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: SIGN, templateCode: TPL });
    const deadUrl = down.url;
    await down.close();
    useProvider({ endpoint: deadUrl }, { connectMs: 1000, readMs: 1000 });
    const phone = uniquePhone();
    expect(await send(phone, 1)).toMatchObject({ status: 503, code: 503, msg: 'The text message could not be sent. Please try again later' });

    fake.mode = { kind: 'hang' };
    useProvider({}, { connectMs: 1000, readMs: 400 });
    const started = Date.now();
    expect(await send(phone, 0)).toMatchObject({ status: 503, code: 503, msg: '短信发送失败，请稍后再试' });
    expect(Date.now() - started).toBeLessThan(3000);
    // Nothing was kept: the next send goes straight out.
    fake.mode = { kind: 'ok' };
    useProvider();
    expect((await send(phone)).code).toBe(1);
  });

  it('never logs the access key secret or the code; logs the masked number and Aliyun code', async () => {
    useProvider();
    const phone = uniquePhone();
    fake.mode = { kind: 'hang' };
    useProvider({}, { connectMs: 1000, readMs: 300 });
    await send(phone);
    fake.mode = { kind: 'error', code: 'isv.BUSINESS_LIMIT_CONTROL', message: 'x' };
    await send(phone);
    fake.mode = { kind: 'ok' };
    await send(phone);
    const text = logs.text();
    expect(text).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(text).toContain('isv.BUSINESS_LIMIT_CONTROL');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(phone);
    for (const sms of fake.sent) expect(text).not.toContain(sms.code);
  });
});

describe('international numbers', () => {
  it('maps phones to the PhoneNumbers form Aliyun documents', () => {
    expect(aliyunRecipient('13812345678')).toEqual({ number: '13812345678', intl: false });
    expect(aliyunRecipient('+8613812345678')).toEqual({ number: '13812345678', intl: false });
    expect(aliyunRecipient('+34612345678')).toEqual({ number: '34612345678', intl: true });
    expect(aliyunRecipient('+85291234567')).toEqual({ number: '85291234567', intl: true });
    for (const bad of ['+861012345678', '0034612345678', '+0123', '12345', '+34 abc']) expect(aliyunRecipient(bad)).toBeNull();
  });

  it('an E.164 number goes out with the international template, as country code + number, and logs in', async () => {
    const { sms } = t.app.shop;
    const before = fake.sent.length;
    const r = await sms.issue(t.db.db, '+34612345678', '127.0.0.1', 1);
    expect(r.ok).toBe(true);
    expect(fake.sent.slice(before)).toEqual([
      { phoneNumbers: '34612345678', signName: SIGN, templateCode: TPL_INTL, code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect(await sms.verify(t.db.db, '+34612345678', fake.sent.at(-1)!.code)).toBe(true);

    // +86 is mainland: the 11 digits and the domestic template.
    expect((await sms.issue(t.db.db, '+8613912345678', '127.0.0.1', 0)).ok).toBe(true);
    expect(fake.sent.at(-1)).toMatchObject({ phoneNumbers: '13912345678', templateCode: TPL });
    expect(fake.refused).toEqual(expect.not.arrayContaining([expect.stringContaining('TemplateCode')]));
  });

  it('without an international template the domestic one is used; a number Aliyun cannot take is refused locally', async () => {
    const noIntl = await startFakeAliyun({ accessKeyId: KEY_ID, accessKeySecret: SECRET, signName: SIGN, templateCode: TPL });
    try {
      t.app.shop.sms.provider = new AliyunSmsProvider({ ...cfg, templateCodeIntl: undefined, endpoint: noIntl.url }, logs.log);
      expect((await t.app.shop.sms.issue(t.db.db, '+447700900123', '127.0.0.1', 0)).ok).toBe(true);
      expect(noIntl.sent).toEqual([expect.objectContaining({ phoneNumbers: '447700900123', templateCode: TPL })]);
      const bad = await t.app.shop.sms.issue(t.db.db, '+861012345678', '127.0.0.1', 0);
      expect(bad).toMatchObject({ ok: false, reason: 'gateway', failure: 'invalid' });
      expect(noIntl.sent).toHaveLength(1);
    } finally {
      await noIntl.close();
    }
  });
});
