import net from 'node:net';
import path from 'node:path';

/**
 * How the server runs. Production is the default: only `NODE_ENV=test` is test mode, and every other value
 * (or none: `npm run serve`, `staging`, `development`) behaves as production.
 */
export type ServerMode = 'production' | 'test';

export type SmsProviderName = 'aliyun' | 'log';
export type PaymentProviderName = 'sandbox' | 'alipay';

/** Aliyun SMS (dysmsapi 2017-05-25) settings; `endpoint` points tests at a local fake. */
export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Template for numbers outside mainland China (Aliyun needs a separate international template). */
  templateCodeIntl: string | undefined;
  endpoint: string | undefined;
}

/** Alipay open platform settings (alipay-sdk); `gateway` points tests at a local fake. */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway: string | undefined;
}

/** Daily upload quotas and how long an upload may stay unused before the cleanup job deletes it. */
export interface UploadLimits {
  userFiles: number;
  userBytes: number;
  ipFiles: number;
  ipBytes: number;
  orphanHours: number;
}

/** Server configuration, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  env: ServerMode;
  /** Test-only endpoints (SMS sink, request log): only with NODE_ENV=test on a loopback interface. */
  testEndpoints: boolean;
  rateLimitMax: number;
  hsts: boolean;
  logLevel: string;
  /** Fastify's `trustProxy`: false, a hop count, or a list of addresses/CIDRs (TRUST_PROXY). */
  trustProxy: boolean | number | string[];
  /** Public origin of the site (PUBLIC_URL), for links sent to payment gateways; no trailing slash. */
  publicUrl: string | undefined;
  sms: { provider: SmsProviderName; aliyun: AliyunSmsConfig | undefined; rateScale: number; codeSecret: string | undefined };
  payment: { provider: PaymentProviderName; secret: string | undefined; alipay: AlipayConfig | undefined };
  /** HMAC secret of upload tickets (UPLOAD_SECRET); random per boot when unset (one instance only). */
  uploadSecret: string | undefined;
  /** Upload quotas per China day (files and MB per signed-in user and per client IP) and orphan age. */
  uploads: UploadLimits;
  /** Unpaid orders expire (and release their stock) after this many minutes. */
  orderTtlMinutes: number;
  /** Multiplies the generated catalog (SEED_SCALE=100 for the 100x catalog). */
  seedScale: number;
}

/** A configuration the server refuses to start with; the message says what to set. */
export class ConfigError extends Error {}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** True for 127.0.0.0/8, ::1 and `localhost`: the interfaces nobody else can reach. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (net.isIPv4(host)) return host.startsWith('127.');
  return host === '::1' || host === '::ffff:127.0.0.1';
}

/** TRUST_PROXY: unset/`false` → off, a number → hop count, `true` → trust all, else a comma-separated address/CIDR list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [addr, bits] = entry.split('/');
    const okAddr = net.isIP(addr ?? '') !== 0 || ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (net.isIPv6(addr ?? '') ? 128 : 32));
    if (!okAddr || !okBits) throw new ConfigError(`TRUST_PROXY: '${entry}' is not a hop count, an address or a CIDR`);
  }
  return list;
}

function required(env: NodeJS.ProcessEnv, names: string[], why: string): void {
  const missing = names.filter((n) => !env[n]);
  if (missing.length) throw new ConfigError(`${missing.join(', ')} must be set ${why}`);
}

/**
 * Builds the configuration from `process.env` (or a given map, for tests). Throws a {@link ConfigError}
 * for a production configuration that would silently not work (no SMS gateway, a sandbox taking real
 * orders, secrets that differ between instances).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode: ServerMode = env.NODE_ENV === 'test' ? 'test' : 'production';
  const prod = mode === 'production';
  const root = path.resolve(import.meta.dirname, '..');
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;

  const smsProvider = (env.SMS_PROVIDER || (prod ? '' : 'log')) as SmsProviderName;
  if (smsProvider !== 'aliyun' && smsProvider !== 'log')
    throw new ConfigError(`SMS_PROVIDER must be 'aliyun' (real SMS) or 'log' (codes in the server log, for demos); got '${env.SMS_PROVIDER ?? ''}'`);
  if (smsProvider === 'aliyun')
    required(
      env,
      ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'],
      'with SMS_PROVIDER=aliyun',
    );

  const paymentProvider = (env.PAYMENT_PROVIDER || (prod ? '' : 'sandbox')) as PaymentProviderName;
  if (paymentProvider !== 'alipay' && paymentProvider !== 'sandbox')
    throw new ConfigError(`PAYMENT_PROVIDER must be 'alipay' or 'sandbox' (demo payments, shown as such); got '${env.PAYMENT_PROVIDER ?? ''}'`);
  if (paymentProvider === 'alipay')
    required(env, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL'], 'with PAYMENT_PROVIDER=alipay');

  // Several instances on one PostgreSQL must sign and check with the same keys.
  if (prod && databaseUrl)
    required(env, ['PAYMENT_SECRET', 'UPLOAD_SECRET', 'SMS_CODE_SECRET'], 'in production with DATABASE_URL (every instance must share them)');

  const pem = (v: string | undefined) => (v ?? '').replace(/\\n/g, '\n');
  return {
    port: int(env.PORT, 8080),
    host,
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || path.join(root, 'data')),
    distDir: path.resolve(env.DIST_DIR || path.join(root, 'dist')),
    env: mode,
    testEndpoints: mode === 'test' && isLoopback(host) && env.TEST_ENDPOINTS !== '0',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200),
    hsts: env.HSTS === '1',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    sms: {
      provider: smsProvider,
      rateScale: Number.parseFloat(env.SMS_RATE_LIMIT_SCALE ?? '1') || 1,
      codeSecret: env.SMS_CODE_SECRET || undefined,
      aliyun:
        smsProvider === 'aliyun'
          ? {
              accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? '',
              accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? '',
              signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
              templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
              templateCodeIntl: env.ALIYUN_SMS_TEMPLATE_CODE_INTL || undefined,
              endpoint: env.ALIYUN_SMS_ENDPOINT || undefined,
            }
          : undefined,
    },
    payment: {
      provider: paymentProvider,
      secret: env.PAYMENT_SECRET || undefined,
      alipay:
        paymentProvider === 'alipay'
          ? {
              appId: env.ALIPAY_APP_ID ?? '',
              privateKey: pem(env.ALIPAY_PRIVATE_KEY),
              alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
              gateway: env.ALIPAY_GATEWAY || undefined,
            }
          : undefined,
    },
    uploadSecret: env.UPLOAD_SECRET || undefined,
    uploads: {
      userFiles: int(env.UPLOAD_USER_DAILY_FILES, 60),
      userBytes: int(env.UPLOAD_USER_DAILY_MB, 150) * 1024 * 1024,
      // One address can hide many riders (mobile carrier NAT, a campus), so its budget is larger.
      ipFiles: int(env.UPLOAD_IP_DAILY_FILES, 200),
      ipBytes: int(env.UPLOAD_IP_DAILY_MB, 400) * 1024 * 1024,
      orphanHours: int(env.UPLOAD_ORPHAN_HOURS, 24),
    },
    orderTtlMinutes: int(env.ORDER_TTL_MINUTES, 30),
    seedScale: int(env.SEED_SCALE, 1),
  };
}
