import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Database } from './schema.ts';
import { createPgPool } from './pg-pool.ts';

export { PG_CONNECT_TIMEOUT_MS } from './pg-pool.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  pgSchema?: string;
  /** Hears each PostgreSQL connection that died (restart, failover, a killed session); the pool has already dropped it. */
  onConnectionError?: (err: Error) => void;
}

/** Opens PostgreSQL when a URL is given, otherwise a WAL-mode SQLite file under dataDir (or ':memory:'). */
export function openDatabase(opts: OpenOptions): Db {
  if (opts.databaseUrl) {
    // int8 (count(*)) arrives as text by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
    pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
    const pool = createPgPool({ connectionString: opts.databaseUrl, schema: opts.pgSchema, onConnectionError: opts.onConnectionError });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? path.join(opts.dataDir, 'yunling.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
