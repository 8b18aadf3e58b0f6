import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, loadConfig, parseTrustProxy } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { buildApp } from '../../../server/app.ts';

// Configuration never touches the database: one SQLite in memory serves every app built here.
const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
beforeAll(() => migrateToLatest(db));
afterAll(() => db.close());

const demo = { SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'silent' };

/** What a server built with this environment answers to the test-only login. */
async function testSession(env: Record<string, string>) {
  const app = await buildApp({ config: loadConfig(env), db });
  try {
    return await app.inject({ method: 'POST', url: '/stage-api/__test/session', payload: { phone: '13800000001' } });
  } finally {
    await app.close();
  }
}

describe('modes: only NODE_ENV=test on a loopback host mounts the test endpoints', () => {
  const modes: [string, Record<string, string>][] = [
    ['NODE_ENV unset', {}],
    ['production', { NODE_ENV: 'production' }],
    ['staging', { NODE_ENV: 'staging' }],
    ['development', { NODE_ENV: 'development' }],
    ['TEST (case differs)', { NODE_ENV: 'TEST' }],
    ['test on 0.0.0.0', { NODE_ENV: 'test', HOST: '0.0.0.0' }],
    ['test on ::', { NODE_ENV: 'test', HOST: '::' }],
    ['test on a LAN address', { NODE_ENV: 'test', HOST: '192.168.1.20' }],
    ['test with TEST_ENDPOINTS=0', { NODE_ENV: 'test', HOST: '127.0.0.1', TEST_ENDPOINTS: '0' }],
  ];
  for (const [name, env] of modes) {
    it(`${name}: no test endpoints, a 404 envelope`, async () => {
      const config = loadConfig({ ...demo, ...env });
      expect(config.testEndpoints).toBe(false);
      if (env.NODE_ENV !== 'test') expect(config.env).toBe('production');
      const res = await testSession({ ...demo, ...env });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: expect.any(String), data: null });
    });
  }

  for (const host of ['127.0.0.1', 'localhost', '::1', undefined]) {
    it(`test on ${host ?? 'the default host'}: test endpoints answer`, async () => {
      const env = { ...demo, NODE_ENV: 'test', ...(host ? { HOST: host } : {}) };
      const config = loadConfig(env);
      expect(config.env).toBe('test');
      expect(config.testEndpoints).toBe(true);
      const res = await testSession(env);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 1, data: { token: expect.any(String), mobile: '13800000001' } });
    });
  }

  it('test mode logs nothing by default; production logs at info', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig(demo as NodeJS.ProcessEnv).logLevel).toBe('silent');
    expect(loadConfig({ SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox' }).logLevel).toBe('info');
  });
});

describe('providers: production names them, test mode defaults to the demo ones', () => {
  it('production without SMS_PROVIDER refuses to start, naming the variable', () => {
    for (const env of [{ PAYMENT_PROVIDER: 'sandbox' }, { NODE_ENV: 'staging', PAYMENT_PROVIDER: 'sandbox' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/SMS_PROVIDER must be 'aliyun'/);
    }
  });

  it('production without PAYMENT_PROVIDER refuses to start, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log' })).toThrow(/PAYMENT_PROVIDER must be 'alipay' or 'sandbox'/);
  });

  it('unknown provider names are refused in every mode', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'twilio' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
  });

  it('the demo providers run in production only when named explicitly', () => {
    const c = loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox' });
    expect(c.sms.provider).toBe('log');
    expect(c.payment.provider).toBe('sandbox');
    const t = loadConfig({ NODE_ENV: 'test' });
    expect([t.sms.provider, t.payment.provider]).toEqual(['log', 'sandbox']);
  });

  it('aliyun and alipay need their credentials (and alipay a PUBLIC_URL)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SMS_PROVIDER: 'aliyun', ALIYUN_ACCESS_KEY_ID: 'id' })).toThrow(
      'ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE must be set with SMS_PROVIDER=aliyun',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'alipay', ALIPAY_APP_ID: '1', ALIPAY_PRIVATE_KEY: 'k', ALIPAY_PUBLIC_KEY: 'p' }),
    ).toThrow('PUBLIC_URL must be set with PAYMENT_PROVIDER=alipay');
    const c = loadConfig({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'alipay',
      ALIPAY_APP_ID: '1',
      ALIPAY_PRIVATE_KEY: 'a\\nb',
      ALIPAY_PUBLIC_KEY: 'p',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(c.payment.alipay?.privateKey).toBe('a\nb');
    expect(c.publicUrl).toBe('https://shop.example.com');
  });
});

describe('shared secrets: production on PostgreSQL needs them (several instances must agree)', () => {
  const prod = { NODE_ENV: 'production', SMS_PROVIDER: 'log', PAYMENT_PROVIDER: 'sandbox', DATABASE_URL: 'postgres://db/yunling' };
  const secrets = { PAYMENT_SECRET: 'p', UPLOAD_SECRET: 'u', SMS_CODE_SECRET: 's' };

  it('refuses without PAYMENT_SECRET, UPLOAD_SECRET or SMS_CODE_SECRET, naming each missing one', () => {
    expect(() => loadConfig(prod)).toThrow('PAYMENT_SECRET, UPLOAD_SECRET, SMS_CODE_SECRET must be set in production with DATABASE_URL');
    for (const name of Object.keys(secrets)) {
      const env = { ...prod, ...secrets, [name]: '' };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} must be set`));
    }
  });

  it('starts with all three, and reads them', () => {
    const c = loadConfig({ ...prod, ...secrets });
    expect([c.payment.secret, c.uploadSecret, c.sms.codeSecret]).toEqual(['p', 'u', 's']);
  });

  it('needs none on SQLite (one instance) or in test mode', () => {
    expect(() => loadConfig({ ...prod, DATABASE_URL: '' })).not.toThrow();
    expect(() => loadConfig({ ...prod, NODE_ENV: 'test' })).not.toThrow();
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, false or 0', () => {
    for (const v of [undefined, '', ' ', 'false', '0']) expect(parseTrustProxy(v)).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
  });
  it('takes true, a hop count, or a list of addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1/128,loopback ')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1/128', 'loopback']);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
  it('refuses anything else with a ConfigError', () => {
    for (const v of ['yes', '10.0.0.0/33', '::1/129', '10.0.0/8', 'proxy.example.com', '10.0.0.1/x', '-1']) {
      expect(() => parseTrustProxy(v), v).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'yes' })).toThrow("TRUST_PROXY: 'yes' is not a hop count, an address or a CIDR");
  });
  it('reaches Fastify: behind a trusted proxy address the client address comes from X-Forwarded-For', async () => {
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1/32' }), db });
    app.get('/ip', async (req) => ({ ip: req.ip }));
    const res = await app.inject({ url: '/ip', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await app.close();
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
  });
});

describe('other settings', () => {
  it('numbers fall back to their defaults when unset or not positive', () => {
    const c = loadConfig({ NODE_ENV: 'test' });
    expect([c.port, c.host, c.orderTtlMinutes, c.seedScale, c.rateLimitMax]).toEqual([8080, '127.0.0.1', 30, 1, 1200]);
    const d = loadConfig({ NODE_ENV: 'test', PORT: '9150', ORDER_TTL_MINUTES: '5', SEED_SCALE: '100', RATE_LIMIT_MAX: 'x' });
    expect([d.port, d.orderTtlMinutes, d.seedScale, d.rateLimitMax]).toEqual([9150, 5, 100, 1200]);
  });
  it('knows the loopback interfaces', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', '::1', 'localhost', '::ffff:127.0.0.1']) expect(isLoopback(h), h).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '']) expect(isLoopback(h), h).toBe(false);
  });
});

describe('server/main.ts with a bad configuration', () => {
  it('prints the ConfigError message plainly (no stack trace) and exits 1', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', PORT: '9199', SERVE_SITE: '0' };
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("SMS_PROVIDER must be 'aliyun' (real SMS) or 'log'");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain('ConfigError');
  }, 40_000);
});
