import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { buildApp } from '../../../server/app.ts';

/** Runs a statement on the PostgreSQL server of DATABASE_URL with a one-off client. */
async function pgExec(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/**
 * makeTestApp's twin for a catalog seeded at `scale` (SQLite in memory, or a PostgreSQL schema of its
 * own when DATABASE_URL is set). Returns the seeding time too, which the tests report.
 */
export async function makeScaledApp(scale: number) {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  if (url) await pgExec(url, `create schema ${schema}`);
  const db = url ? openDatabase({ databaseUrl: url, dataDir: '', pgSchema: schema }) : openDatabase({ dataDir: '', sqliteFile: ':memory:' });
  await migrateToLatest(db);
  const t0 = performance.now();
  await seed(db, scale);
  const seedMs = performance.now() - t0;
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' }), db });
  const post = (path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/stage-api/${path}`, payload: { group_id: 2, ...body }, headers });
  return {
    app,
    db,
    seedMs,
    post,
    /** The envelope's data of a successful call. */
    async data<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
      const env = (await post(path, body)).json() as { code: number; data: T };
      if (env.code !== 1) throw new Error(`${path}: code ${env.code}`);
      return env.data;
    },
    async close() {
      await app.close();
      await db.close();
      if (url && schema) await pgExec(url, `drop schema ${schema} cascade`);
    },
  };
}
