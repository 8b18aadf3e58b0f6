import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { ok, type Envelope } from './envelope.ts';
import { unboundedParts } from './schema-limits.ts';
import { withIdempotencyKey } from './idempotency.ts';

/** JSON-schema fragment for one body property. */
export type PropSchema = Record<string, unknown>;

/** What every handler gets: the validated body (with lang), the request and the database. */
export interface CallContext<B> {
  body: B & { group_id: number; lang: 0 | 1; token?: string };
  lang: 0 | 1;
  req: FastifyRequest;
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface CallOptions<B> {
  /** Path under /stage-api, e.g. 'api/car_info/get_cars_by_type'. */
  path: string;
  summary: string;
  tags: string[];
  /** Extra body properties beyond group_id, lang and token. */
  props?: Record<string, PropSchema>;
  required?: (keyof B & string)[];
  /** Optional query-string properties (the legacy contract puts some parameters there) besides the token. */
  query?: Record<string, PropSchema>;
  /** Read-only catalog calls: answers are memoised per canonical body until the catalog changes. */
  cache?: boolean;
  /** Calls the outbox may send later: honour an `Idempotency-Key` header (lib/idempotency.ts). */
  idempotent?: boolean;
  handler(ctx: CallContext<B>): Promise<Envelope<unknown>> | Promise<unknown>;
}

/** The session token: a NUL is refused here (query strings do not pass the JSON body guard). */
const tokenProp: PropSchema = { type: 'string', maxLength: 128, pattern: '^[^\\u0000]*$' };

/** Properties every call accepts: the spec's group_id and lang, and the legacy token. */
const commonProps: Record<string, PropSchema> = {
  group_id: { type: 'integer', enum: [1, 2], description: 'Brand group; the site sends 2' },
  lang: { type: 'integer', enum: [0, 1], default: 0, description: '0 Chinese, 1 English' },
  token: tokenProp,
};

/** Stable JSON: keys sorted, so equal bodies give equal cache keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** One prepared form of a memoised reply: the bytes to send and every header that describes them. */
export interface PreparedBody {
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
}

export type ReplyEncoding = 'br' | 'gzip' | 'identity';

/** Replies under 1 KB go uncompressed, like @fastify/compress's threshold for every other reply. */
const COMPRESS_THRESHOLD = 1024;

/**
 * One memoised reply: its JSON as bytes and, made on first demand, its brotli and gzip forms. Each form
 * carries its headers (type, length, encoding, Vary) in one frozen object, so a hit allocates nothing
 * and is never serialized, compressed or measured again.
 */
export class CachedReply {
  readonly identity: PreparedBody;
  private br?: PreparedBody;
  private gz?: PreparedBody;
  /** Told the size of each compressed form when it is made (the cache that holds this reply counts it). */
  onGrow?: (delta: number) => void;
  constructor(readonly json: string) {
    this.identity = prepare(Buffer.from(json), 'identity');
  }
  /** The bytes held: the identity form and whichever compressed forms exist. */
  get bytes(): number {
    return this.identity.body.length + (this.br?.body.length ?? 0) + (this.gz?.body.length ?? 0);
  }
  /** The form to send: brotli (quality 5) or gzip, compressed once; small replies stay plain. */
  form(encoding: ReplyEncoding): PreparedBody {
    if (encoding === 'identity' || this.identity.body.length < COMPRESS_THRESHOLD) return this.identity;
    if (encoding === 'br') {
      if (this.br) return this.br;
      this.br = prepare(
        zlib.brotliCompressSync(this.identity.body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.body.length },
        }),
        'br',
      );
      this.onGrow?.(this.br.body.length);
      return this.br;
    }
    if (!this.gz) {
      this.gz = prepare(zlib.gzipSync(this.identity.body, { level: 6 }), 'gzip');
      this.onGrow?.(this.gz.body.length);
    }
    return this.gz;
  }
}

function prepare(body: Buffer, encoding: ReplyEncoding): PreparedBody {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    vary: 'accept-encoding',
    'content-length': String(body.length),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  return { body, headers: Object.freeze(headers) };
}

/**
 * The encoding to answer an Accept-Encoding header with: br, then gzip, when accepted with a non-zero
 * q-value (directly or through `*`), else identity. Browsers send a handful of distinct values, so the
 * answers are memoised (a bounded map; unusual values are parsed every time).
 */
const acceptMemo = new Map<string, ReplyEncoding>();
export function pickEncoding(accept: string | undefined): ReplyEncoding {
  if (!accept) return 'identity';
  const memo = acceptMemo.get(accept);
  if (memo) return memo;
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  const picked: ReplyEncoding = accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : 'identity';
  if (acceptMemo.size < 256) acceptMemo.set(accept, picked);
  return picked;
}

/** The reply cache's default budget: the bytes of every stored form (identity, br, gzip) and key. */
export const REPLY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A memo of serialized catalog replies bounded by bytes, not entries: a reply's identity form, its
 * compressed forms (counted when first made) and its key. The oldest entries go first.
 */
export class ReplyCache {
  private map = new Map<string, CachedReply>();
  private total = 0;
  constructor(readonly maxBytes = REPLY_CACHE_BYTES) {}
  /** Bytes held now (never more than maxBytes once a set or a form's growth returns). */
  get bytes(): number {
    return this.total;
  }
  get size(): number {
    return this.map.size;
  }
  get(key: string): CachedReply | undefined {
    return this.map.get(key);
  }
  set(key: string, value: CachedReply): void {
    this.delete(key);
    this.map.set(key, value);
    // A form made later is charged only while this very entry is still cached.
    value.onGrow = (delta) => {
      if (this.map.get(key) !== value) return;
      this.total += delta;
      this.evict();
    };
    this.total += key.length * 2 + value.bytes;
    this.evict();
  }
  clear(): void {
    this.map.clear();
    this.total = 0;
  }
  private delete(key: string): void {
    const old = this.map.get(key);
    if (!old) return;
    this.map.delete(key);
    this.total -= key.length * 2 + old.bytes;
  }
  private evict(): void {
    while (this.total > this.maxBytes && this.map.size > 0) this.delete(this.map.keys().next().value as string);
  }
}

/** Sends a memoised reply in the form the client accepts: one headers call, a ready Buffer, no serializer. */
function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedReply): void {
  const form = cached.form(pickEncoding(req.headers['accept-encoding']));
  reply.headers(form.headers).send(form.body);
}

/** `"k":v,` for each defined member but the token, keys sorted: one part of a memo key. */
function keyPart(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 1) keys.sort();
  let out = '';
  for (const k of keys) {
    const v = obj[k];
    if (k === 'token' || v === undefined) continue;
    out += `${JSON.stringify(k)}:${v !== null && typeof v === 'object' ? canonicalJson(v) : JSON.stringify(v)},`;
  }
  return out;
}

/** The memo key of a catalog call: path, canonical body and canonical query, both without the token. */
export function cacheKey(path: string, body: unknown, query: unknown): string {
  return `${path}|${keyPart(body)}|${keyPart(query)}`;
}

/**
 * Registers `POST /stage-api/<path>` with body validation, OpenAPI metadata and the success envelope.
 * Body and query schemas are closed (undeclared properties are stripped, see app.ts) and must bound
 * every value (lib/schema-limits.ts): a call that leaves one unbounded is refused at start-up.
 */
export function defineCall<B = Record<string, never>>(app: FastifyInstance, opts: CallOptions<B>): void {
  const bodySchema = {
    type: 'object',
    properties: { ...commonProps, ...opts.props },
    required: ['group_id', ...(opts.required ?? [])],
    additionalProperties: false,
  };
  const querySchema = { type: 'object', properties: { ...opts.query, token: tokenProp }, additionalProperties: false };
  const problems = [...unboundedParts(bodySchema, 'body'), ...unboundedParts(querySchema, 'query')];
  if (problems.length > 0) throw new Error(`defineCall ${opts.path}: unbounded input: ${problems.join('; ')}`);
  const schema = {
    body: bodySchema,
    querystring: querySchema,
    summary: opts.summary,
    tags: opts.tags,
  };

  const run = async (req: FastifyRequest, reply: FastifyReply, key: string | undefined): Promise<unknown> => {
    const body = req.body as CallContext<B>['body'];
    const lang = body.lang === 1 ? 1 : 0;
    const work = async () => {
      const result = await opts.handler({ body, lang, req, db: app.db.db, dialect: app.db.dialect });
      return isEnvelope(result) ? result : ok(result);
    };
    const envelope = opts.idempotent
      ? await withIdempotencyKey(req, reply, { db: app.db.db, route: opts.path, body, lang, canonical: canonicalJson }, work)
      : await work();
    if (key && envelope.code === 1) {
      const cached = new CachedReply(JSON.stringify(envelope));
      app.replyCache.set(key, cached);
      sendCached(req, reply, cached);
      return reply;
    }
    return envelope;
  };

  if (!opts.cache) {
    app.post(`/stage-api/${opts.path}`, { schema }, (req, reply) => run(req, reply, undefined));
    return;
  }

  // Memoised catalog reads: the hot path. A hit is answered synchronously from ready bytes. These routes
  // opt out of @fastify/compress (their replies are precompressed; request bodies are never compressed)
  // and of @fastify/rate-limit's promise-based hook: the API's per-IP budget is charged by a synchronous
  // hook on the same counter instead (see lib/rate-limit.ts). The global security headers still apply.
  app.post(
    `/stage-api/${opts.path}`,
    { schema, compress: false, decompress: false, config: { rateLimit: false }, onRequest: app.apiRateLimiter.onRequest },
    (req, reply) => {
      const key = cacheKey(opts.path, req.body, req.query);
      const hit = app.replyCache.get(key);
      if (hit) return sendCached(req, reply, hit);
      return run(req, reply, key);
    },
  );
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'code' in v && 'msg' in v && 'data' in v;
}

/** Parses a JSON text column written by the seed. */
export function json<T>(text: string): T {
  return JSON.parse(text) as T;
}
