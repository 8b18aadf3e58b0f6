import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { ApiError } from './lib/envelope.ts';
import { t, type MessageKey } from './lib/messages.ts';
import { ReplyCache } from './lib/call.ts';
import { ApiRateLimiter, sharedRateLimitStore } from './lib/rate-limit.ts';
import { guardJsonBodies } from './lib/json-guard.ts';
import { shareRateLimits, type SharedRateLimitCounts } from './lib/rate-limit-shared.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { redactUrl } from './lib/redact.ts';
import { isDatabaseUnavailable, RETRY_AFTER_S } from './lib/db-errors.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { apiRoutes } from './routes/index.ts';
import { staticSite } from './static.ts';
import { mediaRoutes } from './routes/media.ts';
import { rasterRoutes } from './routes/media-raster.ts';
import { testSupportRoutes } from './routes/test-support.ts';
import { healthRoutes } from './routes/health.ts';
import { seoRoutes } from './routes/seo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    replyCache: ReplyCache;
    /** The per-IP request budget of the whole API (RATE_LIMIT_MAX a minute). */
    apiRateLimiter: ApiRateLimiter;
    /** On PostgreSQL, what shares that budget between instances; null on SQLite (one process). */
    sharedRateLimits: SharedRateLimitCounts | null;
  }
}

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** Serve the built site from config.distDir (off for API-only tests). */
  serveSite?: boolean;
  /** Where access logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

/** Language of a request whose body may not have parsed: body lang, then Accept-Language. */
function requestLang(req: FastifyRequest): 0 | 1 {
  const body = req.body as { lang?: unknown } | undefined;
  if (body && typeof body === 'object' && (body.lang === 1 || body.lang === '1')) return 1;
  if (body && typeof body === 'object' && (body.lang === 0 || body.lang === '0')) return 0;
  return /^en\b/i.test(req.headers['accept-language'] ?? '') ? 1 : 0;
}

/** Maps framework errors to a status and a message key; anything unknown is a 500 (and logged). */
function classify(err: FastifyError): { status: number; key: MessageKey | null } {
  if (err.validation) return { status: 400, key: null };
  if (isDatabaseUnavailable(err)) return { status: 503, key: 'unavailable' };
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, key: 'unsupportedType' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'tooLarge' };
    case 'YL_JSON_TOO_DEEP':
      return { status: 400, key: 'tooDeep' };
    case 'YL_JSON_NUL':
      return { status: 400, key: 'nulChar' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, key: 'badJson' };
    default:
      break;
  }
  if (err instanceof SyntaxError || err.statusCode === 400) return { status: 400, key: 'badJson' };
  if (err.statusCode === 429) return { status: 429, key: 'tooMany' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: err.statusCode, key: 'badRequest' };
  return { status: 500, key: 'internal' };
}

/** Builds the Fastify instance: security headers, compression, validation, the API and (optionally) the site. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    bodyLimit: 64 * 1024,
    // LOG_LEVEL=silent means no logging at all: then there is no pino instance, so no per-request child
    // logger either (pino builds one per request, serializing its bindings, even when silent).
    logger:
      config.logLevel === 'silent' && !opts.logStream
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            // Access logs never carry the token: the URL is redacted and headers are not logged.
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
            },
          },
    // Every schema is closed (additionalProperties: false, see lib/call.ts); undeclared properties are
    // stripped rather than refused, so legacy clients that send extras keep working while the extras
    // never reach a handler or a reply-cache key.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
    trustProxy: trustProxyOption(config.trustProxy),
    // While closing, requests already on an open connection are still served (in-flight work drains);
    // /readyz and /healthz answer 503 so load balancers move new traffic away (routes/health.ts).
    return503OnClosing: false,
  });
  app.decorate('db', opts.db);
  app.decorate('config', config);
  app.decorate('replyCache', new ReplyCache());
  const limiter = new ApiRateLimiter(config.rateLimitMax, 60_000);
  app.decorate('apiRateLimiter', limiter);
  // Several instances on one PostgreSQL spend one budget per client (decision 040).
  app.decorate('sharedRateLimits', opts.db.dialect === 'postgres' ? shareRateLimits(app, limiter) : null);

  guardJsonBodies(app);
  securityHeaders(app, config.hsts);
  // Brotli 5, as the API's memoised replies (server/lib/call.ts): a server-rendered page is about 2 KB
  // smaller than at 4 for a millisecond more, and its first round trip on a slow link carries only ~14 KB.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Every /stage-api call spends the client's one per-IP budget: calls through this plugin (auth, SMS,
  // writes, uploads, user calls) and memoised catalog reads through the limiter's own synchronous hook
  // (defineCall), both counting in the same store. SMS also has its own per-phone and per-IP caps.
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    store: sharedRateLimitStore(limiter),
    allowList: (req) => !req.url.startsWith('/stage-api/'),
    errorResponseBuilder: (req, ctx) => ({ statusCode: 429, code: 429, msg: t('tooMany', requestLang(req)), data: { retry_after_ms: ctx.ttl } }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Yunling Motor /stage-api', version: '1.0.0', description: 'Every call is POST with a JSON body; replies are {code,msg,data}.' },
    },
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = requestLang(req);
    if (err instanceof ApiError) return reply.code(err.statusCode).send({ code: err.statusCode, msg: err.message, data: null });
    const { status, key } = classify(err);
    // The database is restarting or unreachable: a retryable 503 (the client treats it as being offline).
    if (status === 503) {
      req.log.warn({ err }, 'database unavailable');
      const data = { retryable: true, retry_after_ms: RETRY_AFTER_S * 1000 };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({ code: 503, msg: t('unavailable', lang), data });
    }
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    const msg = key ? t(key, lang) : `${t('badRequest', lang)}: ${err.message}`;
    return reply.code(status).send({ code: status, msg, data: null });
  });

  app.get('/stage-api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await healthRoutes(app);
  await seoRoutes(app);
  if (config.testEndpoints) await testSupportRoutes(app);
  await apiRoutes(app);
  await app.register(mediaRoutes);
  await app.register(rasterRoutes, { dataDir: config.dataDir });

  // Unknown API paths and wrong methods get an envelope, never the site.
  app.all('/stage-api/*', async (req, reply) => {
    const lang = requestLang(req);
    if (req.method !== 'POST') return reply.code(405).send({ code: 405, msg: t('methodNotAllowed', lang), data: null });
    return reply.code(404).send({ code: 404, msg: t('notFound', lang), data: null });
  });

  if (opts.serveSite) await staticSite(app, config.distDir);
  app.setNotFoundHandler((req, reply) => reply.code(404).send({ code: 404, msg: t('notFound', requestLang(req)), data: null }));
  return app;
}
