import pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';

/** How long a request waits for a PostgreSQL connection: during an outage it fails fast (a 503) instead of hanging. */
export const PG_CONNECT_TIMEOUT_MS = 2500;

export interface PgPoolOptions {
  connectionString: string;
  /** Tests isolate themselves in a schema of their own (and name their sessions after it). */
  schema?: string;
  /** Hears each connection that died (restart, failover, a killed session); the pool has already dropped it. */
  onConnectionError?: (err: Error) => void;
}

/**
 * A node-postgres pool that survives the database dropping connections. A dropped connection emits 'error'
 * on its client, idle or checked out; unheard, that event would end the process, so every client gets a
 * listener. pg-pool discards a broken idle client at once; a client whose query failed for want of a
 * connection is destroyed on release (Kysely releases without saying why), so the next request gets a
 * fresh connection instead of the dead one.
 */
export function createPgPool(opts: PgPoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: 10,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    // TCP keep-alive notices a peer that vanished without closing the socket (a failover, a dead host).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Names our sessions in pg_stat_activity.
    application_name: opts.schema ? `yunling ${opts.schema}` : 'yunling',
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
  });
  const report = opts.onConnectionError ?? (() => undefined);
  pool.on('connect', (client) => client.on('error', report));
  // The pool re-emits an idle client's error; the client's own listener above has reported it already.
  pool.on('error', () => undefined);

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      const query = (sqlOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
        if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<unknown>;
        return client.query(sqlOrCursor, parameters as unknown[]).catch((err: unknown) => {
          if (isDatabaseUnavailable(err)) broken = true;
          throw err;
        }) as Promise<PostgresQueryResult<unknown>>;
      };
      return { query: query as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}
