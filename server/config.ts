import path from 'node:path';

/** Server configuration, read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  env: 'production' | 'development' | 'test';
  /** Test-only endpoints (SMS sink, request log) are mounted only when true. */
  testEndpoints: boolean;
  rateLimitMax: number;
  hsts: boolean;
  logLevel: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Builds the configuration from `process.env` (or a given map, for tests). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const mode = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const root = path.resolve(import.meta.dirname, '..');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(root, 'data')),
    distDir: path.resolve(env.DIST_DIR || path.join(root, 'dist')),
    env: mode,
    testEndpoints: mode !== 'production' && env.TEST_ENDPOINTS !== '0',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200),
    hsts: env.HSTS === '1',
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
  };
}
