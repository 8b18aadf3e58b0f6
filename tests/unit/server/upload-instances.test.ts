import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './service-support.ts';
import { filePart, sign, smallPng, upload } from './upload-support.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/database.ts';

/*
 * Two instances on one database, as behind a load balancer. On PostgreSQL the second has its own pool
 * and its own (empty) DATA_DIR, so it can serve a file only from the database. On SQLite, the one-host
 * setup, both share the database and DATA_DIR.
 */
const url = process.env.DATABASE_URL;
const SECRET = 'upload-secret-shared-by-instances';
let a: TestApp;
let b: { app: FastifyInstance; db: Db; dataDir: string };
let dirA: string;
/** Instance B seen through the upload helpers. */
let asB: TestApp;
let png: Buffer;

beforeAll(async () => {
  dirA = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-a-'));
  a = await makeTestApp({ DATA_DIR: dirA, UPLOAD_SECRET: SECRET, UPLOAD_USER_DAILY_FILES: '4' });
  const dataDir = url ? fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-b-')) : dirA;
  let db = a.db;
  if (url) {
    const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(a.db.db);
    db = openDatabase({ databaseUrl: url, dataDir: '', pgSchema: rows[0].s });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    DATA_DIR: dataDir,
    UPLOAD_SECRET: SECRET,
    UPLOAD_USER_DAILY_FILES: '4',
  });
  b = { app: await buildApp({ config, db }), db, dataDir };
  asB = { ...a, app: b.app };
  png = await smallPng();
});
afterAll(async () => {
  await b.app.close();
  if (url) {
    await b.db.close();
    fs.rmSync(b.dataDir, { recursive: true, force: true });
  }
  await a.close();
  fs.rmSync(dirA, { recursive: true, force: true });
});

describe('uploads across two instances', () => {
  it('serves from the second instance what the first stored', async () => {
    const user = await makeUser(a);
    const res = await upload(a, [{ name: 'sign', value: await sign(a, user.token) }, filePart(png)], user.token);
    expect(res.statusCode).toBe(200);
    const { url: fileUrl, name } = res.json().data;
    const served = await b.app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const original = await a.app.inject({ method: 'GET', url: fileUrl });
    expect(served.rawPayload.equals(original.rawPayload)).toBe(true);
    if (url) {
      // In the database, not on either instance's disk.
      const blob = await a.db.db.selectFrom('upload_blobs').select('data').where('file_name', '=', name).executeTakeFirstOrThrow();
      expect(blob.data.equals(served.rawPayload)).toBe(true);
      expect(fs.existsSync(path.join(dirA, 'uploads', name))).toBe(false);
      expect(fs.existsSync(path.join(b.dataDir, 'uploads'))).toBe(false);
    }
  });

  it('takes a ticket from one instance on the other, once', async () => {
    const user = await makeUser(a);
    const ticket = await sign(a, user.token);
    expect((await upload(asB, [{ name: 'sign', value: ticket }, filePart(png)], user.token)).statusCode).toBe(200);
    expect((await upload(a, [{ name: 'sign', value: ticket }, filePart(png)], user.token)).statusCode).toBe(403);
    expect((await upload(asB, [{ name: 'sign', value: ticket }, filePart(png)], user.token)).statusCode).toBe(403);
  });

  it('shares one quota between the instances, even under simultaneous uploads', async () => {
    const user = await makeUser(a);
    const tickets = await Promise.all(Array.from({ length: 10 }, () => sign(a, user.token)));
    const res = await Promise.all(tickets.map((ticket, i) => upload(i % 2 ? asB : a, [{ name: 'sign', value: ticket }, filePart(png)], user.token)));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(res.filter((r) => r.statusCode === 429)).toHaveLength(6);
  });
});
