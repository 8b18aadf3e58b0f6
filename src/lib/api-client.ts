import wretch, { type WretchError } from 'wretch';
import AbortAddon from 'wretch/addons/abort';
import { appStore } from './store.ts';
import { localizePath, splitLocale } from '../app/route-table.ts';
import { STORED_AT_HEADER } from '../../sw/cache-names.ts';
import { GROUP_ID } from '../config/api-params.ts';
import { nextTask } from './idle.ts';

/** Spec constants (section 9). */
export { GROUP_ID };
export const REQUEST_TIMEOUT_MS = 50_000;
export const UPLOAD_TIMEOUT_MS = 120_000;

/** The `/stage-api` envelope. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** `not_found` on a detail call's answer for an id that does not exist (src/lib/not-found.ts). */
  reason?: string;
}

/** An expected refusal (code 0): the page shows `message` to the user; `reason` is the envelope's, when it gives one. */
export class RefusalError extends Error {
  readonly kind = 'refusal';
  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}
/**
 * The request never got a usable answer (offline, time-out, DNS, or the server briefly unavailable: 502,
 * 503, 504): the page shows a needs-a-connection state.
 */
export class NetworkError extends Error {
  readonly kind = 'network';
}
/**
 * A catalog read that got no answer within its short time-out (a stalled network, "lie-fi"): pages
 * show it like being offline (not saved yet, retry); the request goes on and fills the page in if it
 * answers later. Never used for commerce or user calls, which keep the 50 s time-out.
 */
export class TimedOutError extends NetworkError {
  readonly timedOut = true;
}
/** An HTTP 4xx/5xx answer with the server's message. */
export class HttpError extends Error {
  readonly kind = 'http';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface ClientConfig {
  baseUrl: string;
  /** Full-page navigation (tests replace it). */
  navigate(url: string): void;
  currentPath(): string;
}

const config: ClientConfig = {
  baseUrl: __API_BASE__,
  navigate: (url) => window.location.assign(url),
  currentPath: () => `${window.location.pathname}${window.location.search}`,
};

/** Overrides base URL or navigation (tests, or a site pointed at another server). */
export function configureApiClient(patch: Partial<ClientConfig>): void {
  Object.assign(config, patch);
}

/** Where a 401 sends the user: the login page in the current language, with the page to return to. */
export function loginUrlFor(current: string): string {
  const { locale } = splitLocale(current.split('?')[0]);
  return `${localizePath('/login', locale)}?path=${encodeURIComponent(current)}`;
}

/**
 * A catalog answer plus, when the service worker replayed it from its runtime cache (offline, weak
 * network, server error), when that copy was stored (ms since epoch); null for a live network answer.
 */
export interface Stamped<T> {
  data: T;
  storedAt: number | null;
}

/** The worker's `x-sw-stored-at` header (ms since epoch) as a time, or null when absent or malformed. */
export function storedAtFromHeaders(headers: Headers): number | null {
  const raw = headers.get(STORED_AT_HEADER)?.trim() ?? '';
  if (!/^\d{1,15}$/.test(raw)) return null;
  const at = Number(raw);
  return at > 0 ? at : null;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Applies the spec's global rules to a 2xx answer: code 1/0 resolves; any other code resets the app. */
function handleEnvelope<T>(payload: unknown): Envelope<T> {
  const env = payload as Partial<Envelope<T>> | string;
  if (env && typeof env === 'object' && (env.code === 1 || env.code === 0)) return env as Envelope<T>;
  const msg = env && typeof env === 'object' && env.msg ? String(env.msg) : 'Error';
  try {
    localStorage.clear();
  } catch {
    /* storage unavailable: nothing to clear */
  }
  config.navigate('/');
  throw new Error(msg);
}

/**
 * Answers that mean the server is briefly unreachable, not that the call is wrong: its database is
 * restarting (a retryable 503), or a proxy in front has no server to pass it to (502, 504). The page
 * treats them like being offline: cached data, a needs-a-connection state, one retry.
 */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

function handleFailure(err: unknown, sentToken?: string): never {
  const e = err as WretchError & { name?: string };
  if (typeof e.status === 'number' && e.status > 0) {
    const body = parseBody(e.text ?? '') as Partial<Envelope<unknown>>;
    const msg = typeof body === 'object' && body?.msg ? String(body.msg) : e.message;
    // The service worker's prompt 504 on a stalled network (sw/catalog-cache.ts TIMEOUT_HEADER): the
    // page shows "not saved yet" now rather than after a retry that would stall the same way.
    if (e.status === 504 && e.response?.headers.get('x-sw-timeout')) throw new TimedOutError(msg);
    if (TRANSIENT_STATUSES.has(e.status)) throw new NetworkError(msg);
    // Only a 401 for the session still in use logs out: an answer to a request sent with a token the
    // site has since dropped (logout, account deletion) arrives late and must not send anyone to /login.
    const stale = sentToken !== undefined && appStore.get().userData?.token !== sentToken;
    if (e.status === 401 && !stale) {
      appStore.get().logout();
      config.navigate(loginUrlFor(config.currentPath()));
    }
    throw new HttpError(e.status, msg);
  }
  throw new NetworkError(e?.name === 'AbortError' ? 'timeout' : (e?.message ?? 'network'));
}

/** A call's path under the base URL, with the token in the query string when there is one. */
function callPath(path: string, token: string | undefined): string {
  return `/${path.replace(/^\//, '')}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/**
 * Sends one call (a JSON body, or a multipart form for uploads) and reads the envelope and, on a
 * replayed answer, the worker's stored-at time. Every call goes to the base URL with the token in the
 * query string and a header, includes credentials, and has group_id and lang added.
 */
async function send<T>(
  path: string,
  body: Record<string, unknown> | FormData,
  timeoutMs = REQUEST_TIMEOUT_MS,
  headers: Record<string, string> = {},
): Promise<{ envelope: Envelope<T>; storedAt: number | null }> {
  // Each call starts in a task of its own: a render's effects often ask for several at once, and
  // starting a request costs the main thread a few milliseconds each on a slow phone.
  await nextTask();
  const { lang, userData } = appStore.get();
  const token = userData?.token;
  const base = wretch(config.baseUrl.replace(/\/$/, ''))
    .addon(AbortAddon())
    .url(callPath(path, token))
    .options({ credentials: 'include' })
    .headers(token ? { ...headers, token } : headers);
  let request;
  if (body instanceof FormData) {
    body.set('group_id', String(GROUP_ID));
    body.set('lang', String(lang));
    request = base.body(body);
  } else {
    // A caller that keys its query by language passes that lang; it wins over the store's, which
    // may not have caught up with the URL yet on the first render after a load.
    request = base
      .headers({ Accept: 'application/json, text/plain, */*' })
      .json({ ...body, group_id: GROUP_ID, lang: body.lang === 0 || body.lang === 1 ? body.lang : lang });
  }
  let answer: { text: string; storedAt: number | null };
  try {
    const res = await request.post().setTimeout(timeoutMs).res();
    answer = { text: await res.text(), storedAt: storedAtFromHeaders(res.headers) };
  } catch (err) {
    handleFailure(err, token);
  }
  return { envelope: handleEnvelope<T>(parseBody(answer.text)), storedAt: answer.storedAt };
}

/**
 * POSTs a call to `/stage-api/<path>`: adds group_id and lang, sends the token in the query string
 * and a header, includes credentials and times out after 50 s. Resolves with the envelope (code 1 or 0).
 * `headers`: extra request headers (the outbox's Idempotency-Key).
 */
export async function post<T>(
  path: string,
  body: Record<string, unknown> = {},
  opts: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  return (await send<T>(path, body, opts.timeoutMs, opts.headers)).envelope;
}

/**
 * Like `fetchData`, but also says whether the service worker answered from its cache and since when
 * (`storedAt`), so a page can stamp old prices "as of <time>". Catalog queries cache this wrapper and
 * hand components the plain data through `select` (see src/lib/as-of.ts).
 */
export async function fetchStamped<T>(path: string, body: Record<string, unknown> = {}): Promise<Stamped<T>> {
  const { envelope, storedAt } = await send<T>(path, body);
  if (envelope.code === 0) throw new RefusalError(envelope.msg || 'Error', envelope.reason);
  return { data: envelope.data, storedAt };
}

/** Like `post`, but resolves with `data` and rejects a code-0 refusal as RefusalError (for queries). */
export async function fetchData<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  return (await fetchStamped<T>(path, body)).data;
}

/** Multipart upload with the 120 s time-out; same envelope and error rules. */
export async function upload<T>(path: string, form: FormData): Promise<Envelope<T>> {
  return (await send<T>(path, form, UPLOAD_TIMEOUT_MS)).envelope;
}
