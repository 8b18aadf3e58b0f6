import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './service-support.ts';
import { smallPng, uploadOne } from './upload-support.ts';
import { claimUploads, startOrphanSweeper, sweepOrphanUploads } from '../../../server/lib/upload-orphans.ts';

let t: TestApp;
let dataDir: string;
let user: Awaited<ReturnType<typeof makeUser>>;
let png: Buffer;
const HOUR = 3600_000;
const onPostgres = !!process.env.DATABASE_URL;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-orphans-'));
  t = await makeTestApp({ DATA_DIR: dataDir });
  user = await makeUser(t);
  png = await smallPng();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function photo(): Promise<{ url: string; name: string }> {
  const res = await uploadOne(t, user.token, png);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Makes uploads look `hours` old. */
async function age(names: string[], hours: number) {
  await t.db.db
    .updateTable('uploads')
    .set({ created_at: new Date(Date.now() - hours * HOUR).toISOString() })
    .where('file_name', 'in', names)
    .execute();
}

async function bytesStored(name: string): Promise<boolean> {
  if (onPostgres) return !!(await t.db.db.selectFrom('upload_blobs').select('file_name').where('file_name', '=', name).executeTakeFirst());
  return fs.existsSync(path.join(dataDir, 'uploads', name));
}

/** Rows of old, unclaimed uploads (no bytes). */
async function oldOrphan(...names: string[]) {
  const created_at = new Date(Date.now() - 48 * HOUR).toISOString();
  await t.db.db
    .insertInto('uploads')
    .values(names.map((file_name) => ({ file_name, mime: 'image/png', size: 1, user_id: user.id, created_at, claimed_at: null })))
    .execute();
}

describe('orphan uploads', () => {
  it('deletes old unclaimed uploads with their bytes, keeps claimed and recent ones', async () => {
    const [kept, lost, lost2, young] = [await photo(), await photo(), await photo(), await photo()];
    const post = await t.post('api/post/create', { title: 'Claimed', content: 'One photo', image_urls: [kept.url] }, user.token);
    expect(post.json().code).toBe(1);
    await age([kept.name, lost.name, lost2.name], 25);
    await age([young.name], 23);

    const swept = await sweepOrphanUploads(t.app);
    expect(swept.uploads).toBe(2);
    for (const gone of [lost, lost2]) {
      expect((await t.app.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
      expect(await bytesStored(gone.name)).toBe(false);
    }
    for (const stays of [kept, young]) {
      expect((await t.app.inject({ method: 'GET', url: stays.url })).statusCode).toBe(200);
      expect(await bytesStored(stays.name)).toBe(true);
    }
    // A form naming a swept photo is refused; nothing half-stored.
    const late = await t.post('api/post/create', { title: 'Too late', content: 'Gone', image_urls: [lost.url] }, user.token);
    expect(late.statusCode).toBe(400);
  });

  it('never takes an upload that a form is claiming at the same moment', async () => {
    const p = await photo();
    await age([p.name], 30);
    let claimed!: () => void;
    const claimDone = new Promise<void>((r) => (claimed = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const form = t.db.db.transaction().execute(async (trx) => {
      expect(await claimUploads(trx, user.id, [p.name], new Date().toISOString())).toBe(true);
      claimed();
      await held;
    });
    await claimDone;
    const sweep = sweepOrphanUploads(t.app);
    await new Promise((r) => setTimeout(r, 150));
    release();
    await form;
    await sweep;
    expect((await t.app.inject({ method: 'GET', url: p.url })).statusCode).toBe(200);
  });

  it('works in bounded batches, and clears expired tickets and old quota days', async () => {
    const names = Array.from({ length: 1050 }, (_, i) => `${i.toString(16).padStart(32, '0')}.png`);
    for (let i = 0; i < names.length; i += 150) await oldOrphan(...names.slice(i, i + 150));
    await t.db.db
      .insertInto('upload_tickets')
      .values({ nonce: 'x'.repeat(22), expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await t.db.db.insertInto('upload_quota').values({ subject: 'u:1', day: '2020-01-01', files: 1, bytes: 1 }).execute();
    const first = await sweepOrphanUploads(t.app);
    expect(first).toEqual({ uploads: 1000, tickets: 1, quotaRows: 1 });
    expect((await sweepOrphanUploads(t.app)).uploads).toBe(50);
    // Redeemed tickets still inside their 10 minutes stay recorded (a replay must still find them).
    expect((await t.db.db.selectFrom('upload_tickets').select('nonce').execute()).length).toBeGreaterThan(0);
  });

  it('runs on an interval and stops when the app closes', async () => {
    const app = Fastify();
    app.decorate('db', t.db);
    app.decorate('config', t.app.config);
    startOrphanSweeper(app, 25);
    await app.ready();
    await oldOrphan(`${'a1'.repeat(16)}.png`);
    await expect
      .poll(
        async () =>
          t.db.db
            .selectFrom('uploads')
            .select('id')
            .where('file_name', '=', `${'a1'.repeat(16)}.png`)
            .executeTakeFirst(),
        { timeout: 3000 },
      )
      .toBeUndefined();
    await app.close();
    await oldOrphan(`${'b2'.repeat(16)}.png`);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      await t.db.db
        .selectFrom('uploads')
        .select('id')
        .where('file_name', '=', `${'b2'.repeat(16)}.png`)
        .executeTakeFirst(),
    ).toBeDefined();
  });
});
