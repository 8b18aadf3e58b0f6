import type { TestApp } from './helpers.ts';

/** A parsed `/stage-api` answer with its HTTP status. */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/** POSTs a call and parses the envelope. */
export async function call<T = unknown>(t: TestApp, path: string, body: Record<string, unknown> = {}, token?: string): Promise<Answer<T>> {
  const r = await t.post(path, body, token);
  const env = r.json() as { code: number; msg: string; data: T };
  return { status: r.statusCode, ...env };
}

let counter = 0;
/** A phone number unique within the test run. */
export function uniquePhone(): string {
  counter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

export interface LoggedIn {
  token: string;
  user_id: number;
  mobile: string;
  nickname: string;
}

/** Logs in through the real SMS flow (code read from the in-memory sink). */
export async function smsLogin(t: TestApp, phone = uniquePhone()): Promise<LoggedIn> {
  const sent = await call(t, 'api/sms/send', { mobile: phone });
  if (sent.code !== 1) throw new Error(`sms/send: ${sent.msg}`);
  const code = t.app.shop.smsSink?.latest(phone)?.code;
  if (!code) throw new Error('no code in the sink');
  const r = await call<LoggedIn>(t, 'api/user/mobilelogin', { mobile: phone, captcha: code, consent: true });
  if (r.code !== 1) throw new Error(`mobilelogin: ${r.msg}`);
  return r.data;
}

/** A session through the test-only endpoint (no SMS round trip, no rate limits). */
export async function quickUser(t: TestApp, phone = uniquePhone()): Promise<LoggedIn> {
  const r = await call<LoggedIn>(t, '__test/session', { phone });
  return r.data;
}

/** A sellable goods row: a variant (child) or a plain item without variants, with stock. */
export async function sellable(t: TestApp, kind: 'equip' | 'parts', variant: boolean) {
  const db = t.db.db;
  const parents = await db.selectFrom('goods').select('parent_id').where('parent_id', 'is not', null).execute();
  const withKids = new Set(parents.map((p) => p.parent_id));
  const rows = await db.selectFrom('goods').selectAll().where('kind', '=', kind).where('stock', '>', 3).orderBy('id').execute();
  const row = rows.find((g) => (variant ? g.parent_id !== null : g.parent_id === null && !withKids.has(g.id)));
  if (!row) throw new Error(`no sellable ${kind} goods`);
  return row;
}

/** Adds an address for a user and returns its id. */
export async function addAddress(t: TestApp, token: string): Promise<number> {
  const r = await call<{ id: number }>(
    t,
    'api/user/add_and_edit_delivery_address',
    { name: '张三', mobile: '13800138000', province: '云南省', city: '昆明市', district: '五华区', detail: '翠湖南路 1 号', is_default: 1 },
    token,
  );
  if (r.code !== 1) throw new Error(`address: ${r.msg}`);
  return r.data.id;
}
