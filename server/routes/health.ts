import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { t, type MessageKey } from '../lib/messages.ts';
import { RETRY_AFTER_S } from '../lib/db-errors.ts';

/** How long /readyz waits for `select 1`: a probe must answer well within a load balancer's own time-out. */
export const READY_TIMEOUT_MS = 1500;

/** Runs `check`, rejecting after `ms` (the query itself is left to finish or fail on its own). */
async function within<T>(ms: number, check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function unavailable(req: FastifyRequest, reply: FastifyReply, key: MessageKey) {
  const lang = /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S))
    .send({ code: 503, msg: t(key, lang), data: { retryable: true, retry_after_ms: RETRY_AFTER_S * 1000 } });
}

/**
 * Probes for load balancers and orchestrators, outside /stage-api (so outside the API's rate limit) and
 * never cached: `/healthz` says the process is up, `/readyz` that it can serve (the database answers).
 * Both turn 503 the moment the app starts closing (SIGTERM), so traffic moves away while in-flight
 * requests drain.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const opts = { schema: { hide: true } };

  app.get('/healthz', opts, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return unavailable(req, reply, 'shuttingDown');
    return { code: 1, msg: 'ok', data: { status: 'up' } };
  });

  app.get('/readyz', opts, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return unavailable(req, reply, 'shuttingDown');
    try {
      await within(READY_TIMEOUT_MS, sql`select 1`.execute(app.db.db));
    } catch (err) {
      req.log.warn({ err }, 'not ready: the database does not answer');
      return unavailable(req, reply, 'unavailable');
    }
    return { code: 1, msg: 'ok', data: { status: 'ready', database: app.db.dialect } };
  });
}
