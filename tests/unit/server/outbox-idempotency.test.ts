import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers.ts';
import { dayAhead, makeUser, phoneNo, seedIds } from './service-support.ts';

let t: TestApp;
let ids: Awaited<ReturnType<typeof seedIds>>;

beforeAll(async () => {
  t = await makeTestApp();
  ids = await seedIds(t);
});
afterAll(() => t.close());

/** POSTs a call with an Idempotency-Key header. */
function send(path: string, body: Record<string, unknown>, key: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/stage-api/${path}${token ? `?token=${token}` : ''}`,
    headers: { 'idempotency-key': key },
    payload: { group_id: 2, consent: true, ...body },
  });
}

const drive = () => ({ car_model_id: ids.modelId, store_id: ids.storeId, date: dayAhead(3), time: '10:30-12:00', name: 'Ada', phone: phoneNo() });
const bookings = async (phone: string) => (await t.db.db.selectFrom('test_drive_bookings').select('id').where('phone', '=', phone).execute()).length;
const keyRows = async (key: string) => (await t.db.db.selectFrom('idempotency_keys').select('id').where('idem_key', '=', key).execute()).length;
let n = 0;
const newKey = () => `outbox-test-${Date.now()}-${n++}`;

describe('Idempotency-Key on the outbox calls', () => {
  it('does the work once and replays the same answer for the same key and body', async () => {
    const body = drive();
    const key = newKey();
    const first = await send('api/stores/app_test_drive', body, key);
    // Well past the one-minute duplicate window's "already received" (code 0): the same answer, code 1.
    const again = await send('api/stores/app_test_drive', { ...body, lang: 1 }, key);
    expect(first.json().code).toBe(1);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bookings(body.phone)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it('answers 422 for the same key with another body, in the request language', async () => {
    const key = newKey();
    const body = drive();
    expect((await send('api/stores/app_test_drive', body, key)).statusCode).toBe(200);
    const other = await send('api/stores/app_test_drive', { ...body, name: 'Bea', lang: 1 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 422, msg: 'This Idempotency-Key was already used for a different request' });
    const zh = await send('api/stores/app_test_drive', { ...body, name: 'Bea' }, key);
    expect(zh.json().msg).toBe('该 Idempotency-Key 已用于另一份不同的请求');
    expect(await bookings(body.phone)).toBe(1);
  });

  it('refuses a malformed key with a 400 envelope and stores nothing', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has space here', 'ключ-ключ-ключ', 'a/b/c/d/e/f']) {
      const body = drive();
      const res = await send('api/stores/app_test_drive', body, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe(400);
      expect(await bookings(body.phone)).toBe(0);
    }
  });

  it('lets concurrent copies of one request create one row', async () => {
    const body = drive();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('api/stores/app_test_drive', body, key)));
    for (const a of answers) expect(a.json()).toEqual(answers[0].json());
    expect(answers[0].json().code).toBe(1);
    expect(await bookings(body.phone)).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it('releases the key after a refusal, so the corrected item goes through under it', async () => {
    const key = newKey();
    const body = drive();
    expect((await send('api/stores/app_test_drive', { ...body, phone: '123' }, key)).statusCode).toBe(400);
    expect(await keyRows(key)).toBe(0);
    expect((await send('api/stores/app_test_drive', body, key)).json().code).toBe(1);
  });

  it('covers feedback, franchise and event sign-ups too, scoped to the user', async () => {
    const feedback = { rating: 4, content: `Fine ${newKey()}` };
    const fk = newKey();
    expect((await send('api/stores/saled_feedback', feedback, fk)).json().code).toBe(1);
    expect(await send('api/stores/saled_feedback', feedback, fk).then((r) => r.headers['idempotent-replayed'])).toBe('true');

    const join = { name: 'Ada', phone: phoneNo(), city: 'Kunming' };
    const jk = newKey();
    expect((await send('api/stores/direct_join', join, jk)).json().code).toBe(1);
    expect((await send('api/stores/direct_join', join, jk)).json().code).toBe(1);
    expect((await t.db.db.selectFrom('franchise_applications').select('id').where('phone', '=', join.phone).execute()).length).toBe(1);

    const event = await t.db.db
      .selectFrom('activities')
      .select('id')
      .where('signup_deadline', '>', new Date().toISOString())
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const a = await makeUser(t);
    const b = await makeUser(t);
    const signup = { activity_id: event.id, name: 'Ada', phone: phoneNo() };
    const ek = newKey();
    const first = (await send('api/activity/join_activity', signup, ek, a.token)).json();
    expect(first.code).toBe(1);
    expect((await send('api/activity/join_activity', signup, ek, a.token)).json()).toEqual(first);
    // Another member's key space is their own: the same key does their own sign-up.
    const other = await send('api/activity/join_activity', signup, ek, b.token);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json().code).toBe(1);
  });

  it('leaves commerce calls alone: a key is not honoured on a cart call', async () => {
    const res = await send('api/cart/add', {}, newKey());
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});
