import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import { ok, type Envelope } from './envelope.ts';

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
  /** Optional query-string schema (the legacy contract puts some parameters there). */
  query?: Record<string, unknown>;
  /** Read-only catalog calls: answers are memoised per canonical body until the catalog changes. */
  cache?: boolean;
  handler(ctx: CallContext<B>): Promise<Envelope<unknown>> | Promise<unknown>;
}

/** Properties every call accepts: the spec's group_id and lang, and the legacy token. */
const commonProps: Record<string, PropSchema> = {
  group_id: { type: 'integer', enum: [1, 2], description: 'Brand group; the site sends 2' },
  lang: { type: 'integer', enum: [0, 1], default: 0, description: '0 Chinese, 1 English' },
  token: { type: 'string', maxLength: 128 },
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

/** One memoised reply: the JSON text and, made on first demand, its brotli and gzip forms. */
export class CachedReply {
  private br?: Buffer;
  private gz?: Buffer;
  constructor(readonly json: string) {}
  /** Brotli (quality 5) or gzip, compressed once and reused for every later request. */
  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br') {
      this.br ??= zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      return this.br;
    }
    this.gz ??= zlib.gzipSync(this.json, { level: 6 });
    return this.gz;
  }
}

/** A bounded memo of serialized catalog replies. */
export class ReplyCache {
  private map = new Map<string, CachedReply>();
  constructor(private readonly max = 2000) {}
  get(key: string): CachedReply | undefined {
    return this.map.get(key);
  }
  set(key: string, value: CachedReply): void {
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }
  clear(): void {
    this.map.clear();
  }
}

/** Sends a memoised reply, precompressed when the client accepts it (small replies stay plain). */
function sendCached(req: FastifyRequest, reply: FastifyReply, cached: CachedReply): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accept = req.headers['accept-encoding'] ?? '';
  if (cached.json.length < 1024 || !accept) return reply.send(cached.json);
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
  if (!encoding) return reply.send(cached.json);
  return reply.header('content-encoding', encoding).send(cached.encoded(encoding));
}

/** Registers `POST /stage-api/<path>` with body validation, OpenAPI metadata and the success envelope. */
export function defineCall<B = Record<string, never>>(app: FastifyInstance, opts: CallOptions<B>): void {
  const bodySchema = {
    type: 'object',
    properties: { ...commonProps, ...opts.props },
    required: ['group_id', ...(opts.required ?? [])],
  };
  app.post(`/stage-api/${opts.path}`, { schema: { body: bodySchema, querystring: opts.query ?? { type: 'object', properties: { token: { type: 'string', maxLength: 128 } } }, summary: opts.summary, tags: opts.tags } }, async (req, reply) => {
    const body = req.body as CallContext<B>['body'];
    const lang = body.lang === 1 ? 1 : 0;
    let key: string | undefined;
    if (opts.cache) {
      const { token: _token, ...rest } = body;
      const { token: _qtoken, ...query } = (req.query ?? {}) as Record<string, unknown>;
      key = `${opts.path}|${canonicalJson(rest)}|${canonicalJson(query)}`;
      const hit = app.replyCache.get(key);
      if (hit) return sendCached(req, reply, hit);
    }
    const result = await opts.handler({ body, lang, req, db: app.db.db, dialect: app.db.dialect });
    const envelope = isEnvelope(result) ? result : ok(result);
    if (key && envelope.code === 1) {
      const cached = new CachedReply(JSON.stringify(envelope));
      app.replyCache.set(key, cached);
      return sendCached(req, reply, cached);
    }
    return envelope;
  });
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return !!v && typeof v === 'object' && 'code' in v && 'msg' in v && 'data' in v;
}

/** Parses a JSON text column written by the seed. */
export function json<T>(text: string): T {
  return JSON.parse(text) as T;
}
