// The token is read and redacted however its query key is encoded (issue 25, item 6).
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { buildApp } from '../../../server/app.ts';
import { createSession } from '../../../server/lib/auth.ts';
import { redactUrl } from '../../../server/lib/redact.ts';

const logs: string[] = [];
const stream = new PassThrough();
stream.on('data', (c: Buffer) => logs.push(c.toString()));
const db = openDatabase({ dataDir: '', sqliteFile: ':memory:' });
let app: Awaited<ReturnType<typeof buildApp>>;
let token = '';

beforeAll(async () => {
  await migrateToLatest(db);
  app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), db, logStream: stream });
  const user = await db.db
    .insertInto('users')
    .values({ phone: '13900000001', nickname: 'r', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  token = await createSession(db.db, user.id);
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('the token in the query string', () => {
  it('redacts every key that decodes to token, and nothing else', () => {
    expect(redactUrl('/a?%74oken=s1&x=1')).toBe('/a?%74oken=[redacted]&x=1');
    expect(redactUrl('/a?x=1&TOKEN=s2')).toBe('/a?x=1&TOKEN=[redacted]');
    expect(redactUrl('/a?to%6Ben=s3&%54%4f%4b%45%4e=s4')).toBe('/a?to%6Ben=[redacted]&%54%4f%4b%45%4e=[redacted]');
    expect(redactUrl('/a?token=s5&token=s6')).toBe('/a?token=[redacted]&token=[redacted]');
    expect(redactUrl('/a?tokens=1&atoken=2&token')).toBe('/a?tokens=1&atoken=2&token');
    expect(redactUrl('/a?%E0%A4%A=1&token=s7')).toBe('/a?%E0%A4%A=1&token=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('accepts %74oken as the token, and no access log line records it', async () => {
    for (const key of ['token', '%74oken', 'to%6ben', '%74%6F%6B%65%6E']) {
      const r = await app.inject({ method: 'POST', url: `/stage-api/api/user/get_user_info?${key}=${token}`, payload: { group_id: 2 } });
      expect([key, r.statusCode]).toEqual([key, 200]);
      expect(r.json()).toMatchObject({ code: 1 });
    }
    // Refused and unknown calls are logged too.
    await app.inject({ method: 'POST', url: `/stage-api/api/user/get_user_info?x=1&%74oken=${token}x`, payload: { group_id: 2 } });
    await app.inject({ method: 'GET', url: `/stage-api/nope?%74oken=${token}` });
    await new Promise((r) => setImmediate(r));
    const text = logs.join('');
    expect(text).toContain('%74oken=[redacted]');
    expect(text).not.toContain(token);
  });
});
