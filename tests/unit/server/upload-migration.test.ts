import crypto from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/database.ts';
import { up001 } from '../../../server/db/migrations/001-catalog.ts';
import { up002 } from '../../../server/db/migrations/002-club.ts';
import { up003 } from '../../../server/db/migrations/003-shop.ts';
import { up004 } from '../../../server/db/migrations/004-service.ts';
import { up006 } from '../../../server/db/migrations/006-uploads.ts';

const url = process.env.DATABASE_URL;
const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
let db: Db;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  if (url) await admin(`create schema ${schema}`);
  db = url ? openDatabase({ databaseUrl: url, dataDir: '', pgSchema: schema }) : openDatabase({ dataDir: '', sqliteFile: ':memory:' });
  const raw = db.db as unknown as Kysely<unknown>;
  for (const up of [up001, up002, up003, up004]) await up(db.dialect)(raw);
});
afterAll(async () => {
  await db.close();
  if (url) await admin(`drop schema ${schema} cascade`);
});

describe('migration 006 on a database with uploads', () => {
  it('marks the photos of existing posts as claimed, so the cleanup keeps them', async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const user = await db.db
      .insertInto('users')
      .values({ phone: '13900000001', nickname: 'r', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const names = ['a', 'b', 'c'].map((c) => `${c.repeat(32)}.png`);
    // Before 006 the table has neither ip nor claimed_at.
    const legacy = db.db as unknown as Kysely<{ uploads: { file_name: string; mime: string; size: number; user_id: number; created_at: string } }>;
    await legacy
      .insertInto('uploads')
      .values(names.map((file_name) => ({ file_name, mime: 'image/png', size: 1, user_id: user.id, created_at: at })))
      .execute();
    await db.db
      .insertInto('travel_posts')
      .values({
        user_id: user.id,
        author: 'r',
        title: 't',
        content: 'c',
        image_urls: JSON.stringify([`/uploads/${names[0]}`, `/uploads/${names[1]}`]),
        dedupe_key: 'k',
        created_at: at,
      })
      .execute();
    await up006(db.dialect)(db.db as unknown as Kysely<unknown>);
    const rows = await db.db.selectFrom('uploads').select(['file_name', 'claimed_at', 'ip']).orderBy('file_name').execute();
    expect(rows).toEqual([
      { file_name: names[0], claimed_at: at, ip: '' },
      { file_name: names[1], claimed_at: at, ip: '' },
      { file_name: names[2], claimed_at: null, ip: '' },
    ]);
  });
});
