import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from '../../../server/config.ts';
import { createSmsProvider } from '../../../server/lib/sms-provider.ts';
import { AliyunSmsProvider } from '../../../server/lib/sms-aliyun.ts';
import { LogSmsProvider, SmsSink } from '../../../server/lib/sms.ts';

/** A logger keeping each line with its level. */
function captureLog() {
  const lines: { level: string; text: string }[] = [];
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      lines.push({ level, text: args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' ') });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines, text: () => lines.map((l) => l.text).join('\n') };
}

const aliyunEnv = {
  ALIYUN_ACCESS_KEY_ID: 'LTAI5tKeyId',
  ALIYUN_ACCESS_KEY_SECRET: 'secret-value',
  ALIYUN_SMS_SIGN_NAME: '云岭摩托',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('SMS provider selection (SMS_PROVIDER)', () => {
  it('production refuses to start without SMS_PROVIDER', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
  });

  it('aliyun → the Aliyun adapter, without logging anything at startup', () => {
    const c = captureLog();
    const provider = createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun', PAYMENT_PROVIDER: 'sandbox', ...aliyunEnv }), c.log, null);
    expect(provider).toBeInstanceOf(AliyunSmsProvider);
    expect(c.lines).toEqual([]);
  });

  it('log chosen explicitly in production is a demo: a startup warning, then each code in the log with a masked number', async () => {
    const c = captureLog();
    const provider = createSmsProvider(loadConfig({ SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox' }), c.log, null);
    expect(provider).toBeInstanceOf(LogSmsProvider);
    expect(c.lines).toEqual([{ level: 'warn', text: expect.stringContaining('demo SMS provider') }]);
    await provider.send('13812341234', '482913', 0);
    const line = c.lines.at(-1)!;
    expect(line.level).toBe('warn');
    expect(line.text).toContain('482913');
    expect(line.text).toContain('138****1234');
    expect(line.text).toContain('demo SMS provider');
    expect(c.text()).not.toContain('13812341234');
  });

  it('log in test mode fills the sink and never logs the code', async () => {
    const c = captureLog();
    const sink = new SmsSink();
    const provider = createSmsProvider(loadConfig({ NODE_ENV: 'test' }), c.log, sink);
    expect(c.lines).toEqual([]);
    await provider.send('13812341234', '482913', 0);
    expect(sink.latest('13812341234')?.code).toBe('482913');
    expect(c.text()).toContain('138****1234');
    expect(c.text()).not.toContain('482913');
  });
});
