/**
 * Which failures mean "the database cannot be reached right now" (a restart, a failover, an admin killing
 * sessions, a pool that cannot connect in time, SQLite busy past its timeout): the request may succeed if
 * sent again shortly, so it gets a retryable 503 instead of a 500.
 */

/** Socket-level failures: the server is gone or not reachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);

/**
 * PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, fast shutdown), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or shutting down), 53300 too_many_connections; all of class 08
 * (connection exception) is matched separately.
 */
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres and pg-pool give errors of their own, which carry no code. */
const PG_MESSAGES = [
  /^Connection terminated/, // unexpectedly / due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/, // a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/,
];

function codeOf(err: object): string {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}

/** True when `err` says the database is unreachable or unavailable for now (retry later), not that the query is wrong. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 3) return false;
  const code = codeOf(err);
  if (NETWORK_CODES.has(code) || PG_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  // better-sqlite3: another connection held the write lock past busy_timeout (SQLITE_BUSY, _SNAPSHOT, _TIMEOUT…).
  if (code.startsWith('SQLITE_BUSY')) return true;
  const message = (err as { message?: unknown }).message;
  if (typeof message === 'string' && PG_MESSAGES.some((re) => re.test(message))) return true;
  // Connecting to a host with several addresses fails with an AggregateError of the per-address errors.
  const inner = (err as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

/** Seconds a client should wait before retrying a 503 (the Retry-After header): about one database restart. */
export const RETRY_AFTER_S = 2;

/** True for a unique-constraint violation on SQLite or PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return !!e && (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY');
}
