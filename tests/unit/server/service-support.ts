import crypto from 'node:crypto';
import type { TestApp } from './helpers.ts';
import { createSession } from '../../../server/lib/auth.ts';
import { addDays, chinaToday } from '../../../server/routes/service-shared.ts';

/** A user with a session, inserted directly (the SMS login is another feature's concern). */
export async function makeUser(t: TestApp, phone = `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`) {
  const user = await t.db.db
    .insertInto('users')
    .values({ phone, nickname: `${phone.slice(0, 3)}****${phone.slice(7)}`, created_at: new Date().toISOString() })
    .returning(['id', 'phone', 'nickname'])
    .executeTakeFirstOrThrow();
  return { ...user, token: await createSession(t.db.db, user.id) };
}

/** A valid booking date `days` after today (China time). */
export function dayAhead(days = 3): string {
  return addDays(chinaToday(), days);
}

/** A unique, valid mainland mobile number. */
export function phoneNo(): string {
  return `13${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`;
}

/** First store and model ids of the seed. */
export async function seedIds(t: TestApp) {
  const store = await t.db.db.selectFrom('stores').select('id').orderBy('id').executeTakeFirstOrThrow();
  const model = await t.db.db.selectFrom('car_models').select(['id', 'cc']).orderBy('id').executeTakeFirstOrThrow();
  return { storeId: store.id, modelId: model.id, modelCc: model.cc };
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  contentType?: string;
  data?: Buffer;
}

/** A hand-built multipart/form-data body, so tests control names, order and bytes exactly. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----yl${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename !== undefined ? `form-data; name="${p.name}"; filename="${p.filename}"` : `form-data; name="${p.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
