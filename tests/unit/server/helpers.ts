import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seed } from '../../../server/db/seed/index.ts';
import { buildApp } from '../../../server/app.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** POST /stage-api/<path> with group_id 2 (unless given) and an optional token in the query string. */
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded server for one test file: SQLite in memory by default, or an isolated
 * PostgreSQL schema when DATABASE_URL is set (the CI's PostgreSQL pass).
 */
export async function makeTestApp(env: Record<string, string> = {}, opts: { serveSite?: boolean } = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  let schema: string | undefined;
  if (url) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const db = url ? openDatabase({ databaseUrl: url, dataDir: '', pgSchema: schema }) : openDatabase({ dataDir: '', sqliteFile: ':memory:' });
  await migrateToLatest(db);
  await seed(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000', ...env });
  const app = await buildApp({ config, db, serveSite: opts.serveSite });
  return {
    app,
    db,
    post: (path, body = {}, token) =>
      app.inject({
        method: 'POST',
        url: `/stage-api/${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
        payload: body && typeof body === 'object' && !Array.isArray(body) ? { group_id: 2, ...(body as object) } : (body as string),
      }),
    async close() {
      await app.close();
      await db.close();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    },
  };
}
