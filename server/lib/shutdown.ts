import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

/** In-flight requests get this long to finish once shutdown starts; then their connections are closed. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Closes the server gracefully: /readyz and /healthz turn 503 at once (a preClose hook), no new
 * connection is accepted, idle keep-alive connections close, in-flight requests finish (at most
 * `drainMs`), then every `onClose` hook runs (background jobs stop their timers there) and last the
 * database pool closes.
 */
export async function closeGracefully(app: FastifyInstance, db: Db, drainMs = DRAIN_TIMEOUT_MS): Promise<void> {
  // server.close() closes the connections idle at that moment; a keep-alive connection whose request was
  // in flight turns idle later and would hold the close until its keep-alive time-out (72 s) ran out.
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  const force = setTimeout(() => {
    app.log.warn({ drainMs }, 'requests still running after the drain time-out: closing their connections');
    app.server.closeAllConnections();
  }, drainMs);
  try {
    await app.close();
  } finally {
    clearTimeout(force);
    clearInterval(reap);
  }
  await db.close();
}
