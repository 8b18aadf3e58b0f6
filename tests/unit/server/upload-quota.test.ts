import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { makeUser } from './service-support.ts';
import { noisyPng, smallPng, uploadOne } from './upload-support.ts';
import { ipSubject, quotaDay, spendUploadQuota } from '../../../server/lib/upload-quota.ts';

let t: TestApp;
let dataDir: string;
let png: Buffer;
let half: Buffer;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-upload-quota-'));
  t = await makeTestApp({
    DATA_DIR: dataDir,
    UPLOAD_USER_DAILY_FILES: '3',
    UPLOAD_USER_DAILY_MB: '1',
    UPLOAD_IP_DAILY_FILES: '5',
    UPLOAD_IP_DAILY_MB: '50',
  });
  png = await smallPng();
  half = await noisyPng(400, 400); // ≈ 470 KB: two fit in 1 MB, three do not
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const codes = (res: { statusCode: number }[]) => res.map((r) => r.statusCode);

describe('daily upload quotas', () => {
  it('stops a user at the file count with a 429 envelope in their language', async () => {
    const user = await makeUser(t);
    for (let i = 0; i < 3; i++) expect((await uploadOne(t, user.token, png, '198.51.100.1')).statusCode).toBe(200);
    const zh = await uploadOne(t, user.token, png, '198.51.100.1');
    expect(zh.statusCode).toBe(429);
    expect(zh.headers['retry-after']).toMatch(/^\d+$/);
    expect(zh.json()).toMatchObject({ code: 429, msg: '今天的上传已达上限（3 张或 1 MB），请明天再试', data: { scope: 'user', limit_files: 3 } });
    const en = await uploadOne(t, user.token, png, '198.51.100.1', { 'accept-language': 'en' });
    expect(en.json().msg).toBe('You have reached today’s upload limit (3 photos or 1 MB). Please try again tomorrow');
    expect(en.json().data.retry_after_ms).toBeLessThanOrEqual(86_400_000);
  });

  it('stops a user at the byte budget before the count', async () => {
    const user = await makeUser(t);
    expect(half.length).toBeGreaterThan(350 * 1024);
    expect(half.length).toBeLessThan(512 * 1024);
    const res = [];
    for (let i = 0; i < 3; i++) res.push(await uploadOne(t, user.token, half, '198.51.100.2'));
    expect(codes(res)).toEqual([200, 200, 429]);
    expect(res[2].json().data).toMatchObject({ scope: 'user', limit_bytes: 1024 * 1024 });
  });

  it('stops an address shared by several accounts, without spending the refused user’s budget', async () => {
    const ip = '203.0.113.50';
    const [a, b, c] = [await makeUser(t), await makeUser(t), await makeUser(t)];
    for (let i = 0; i < 3; i++) expect((await uploadOne(t, a.token, png, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await uploadOne(t, b.token, png, ip)).statusCode).toBe(200);
    const refused = await uploadOne(t, b.token, png, ip, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 429,
      msg: 'Uploads from this network have reached today’s limit. Please try again tomorrow',
      data: { scope: 'ip', limit_files: 5 },
    });
    const bRow = await t.db.db.selectFrom('upload_quota').select('files').where('subject', '=', `u:${b.id}`).executeTakeFirstOrThrow();
    expect(bRow.files).toBe(2);
    // The same user from another address still has budget.
    expect((await uploadOne(t, c.token, png, '203.0.113.51')).statusCode).toBe(200);
    expect((await uploadOne(t, c.token, png, ip)).statusCode).toBe(429);
  });

  it('counts an IPv6 /64 as one address', async () => {
    expect(ipSubject('2001:db8:1:2::1')).toBe(ipSubject('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(ipSubject('2001:db8:1:3::1')).not.toBe(ipSubject('2001:db8:1:2::1'));
    expect(ipSubject('::ffff:192.0.2.1')).toBe('ip:192.0.2.1');
    const [a, b] = [await makeUser(t), await makeUser(t)];
    for (let i = 0; i < 3; i++) expect((await uploadOne(t, a.token, png, `2001:db8:aa:1::${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await uploadOne(t, b.token, png, `2001:db8:aa:1:ffff::${i + 1}`)).statusCode).toBe(200);
    expect((await uploadOne(t, b.token, png, '2001:db8:aa:1:abcd::9')).statusCode).toBe(429);
  });

  it('holds under simultaneous uploads (one upsert per budget)', async () => {
    const user = await makeUser(t);
    const res = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadOne(t, user.token, png, `192.0.2.${100 + i}`)));
    expect(codes(res).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const stored = await t.db.db.selectFrom('uploads').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(3);
  });

  it('starts afresh the next China day', async () => {
    const user = await makeUser(t);
    const limits = t.app.config.uploads;
    const now = Date.parse('2026-03-01T15:59:00Z'); // 23:59 in China
    for (let i = 0; i < 3; i++) expect(await spendUploadQuota(t.db.db, limits, { userId: user.id, ip: '192.0.2.9' }, 10, now)).toBeUndefined();
    expect(await spendUploadQuota(t.db.db, limits, { userId: user.id, ip: '192.0.2.9' }, 10, now)).toMatchObject({ scope: 'user' });
    expect(quotaDay(now + 120_000)).toBe('2026-03-02');
    expect(await spendUploadQuota(t.db.db, limits, { userId: user.id, ip: '192.0.2.9' }, 10, now + 120_000)).toBeUndefined();
  });
});
