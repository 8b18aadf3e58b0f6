import type { FastifyInstance } from 'fastify';
import { createSession } from '../lib/auth.ts';
import { redactUrl } from '../lib/redact.ts';

/** One API request as the test request log records it (token redacted). */
export interface LoggedRequest {
  method: string;
  url: string;
  at: number;
  /** The Idempotency-Key header, when the request carried one (the outbox's sends). */
  idempotencyKey?: string;
}

const MAX_LOG = 2000;

/**
 * Test-mode helpers, mounted only when config.testEndpoints is true (never in production):
 * a log of API requests (tests assert that nothing was sent), and a direct session for a phone so
 * browser journeys that need a logged-in user do not depend on the SMS flow.
 */
export async function testSupportRoutes(app: FastifyInstance): Promise<void> {
  const log: LoggedRequest[] = [];
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/stage-api/') || req.url.startsWith('/stage-api/__test/')) return;
    const key = req.headers['idempotency-key'];
    log.push({
      method: req.method,
      url: redactUrl(req.url).split('?')[0],
      at: Date.now(),
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
    });
    if (log.length > MAX_LOG) log.shift();
  });
  app.post('/stage-api/__test/requests', async () => ({ code: 1, msg: 'ok', data: log }));
  app.post('/stage-api/__test/requests/clear', async () => {
    log.length = 0;
    return { code: 1, msg: 'ok', data: null };
  });
  // The latest page views as stored (analytics tests read back what a browser journey recorded).
  app.post('/stage-api/__test/page-views', async () => {
    const rows = await app.db.db
      .selectFrom('page_views')
      .select(['id', 'path', 'query', 'route_name', 'lang', 'referrer'])
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    return { code: 1, msg: 'ok', data: rows.reverse() };
  });
  app.post<{ Body: { phone?: string } }>('/stage-api/__test/session', async (req, reply) => {
    const phone = String(req.body?.phone ?? '');
    if (!/^1\d{10}$/.test(phone)) return reply.code(400).send({ code: 400, msg: 'phone must be 11 digits starting with 1', data: null });
    const db = app.db.db;
    let user = await db.selectFrom('users').select(['id', 'phone', 'nickname']).where('phone', '=', phone).executeTakeFirst();
    if (!user) {
      user = await db
        .insertInto('users')
        .values({ phone, nickname: `${phone.slice(0, 3)}****${phone.slice(7)}`, created_at: new Date().toISOString() })
        .returning(['id', 'phone', 'nickname'])
        .executeTakeFirstOrThrow();
    }
    const token = await createSession(db, user.id);
    return { code: 1, msg: 'ok', data: { token, user_id: user.id, mobile: user.phone, nickname: user.nickname } };
  });
}
