import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { stripTokenParam } from '../lib/redact.ts';

/** Site analytics: the client's default sink records one page view per location change. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ path: string; route_name: string; referrer?: string; query?: string }>(app, {
    path: 'api/analytics/page_view',
    summary: 'Record a page view (path, query string without any token, route name, same-site referrer path)',
    tags: ['analytics'],
    props: {
      path: { type: 'string', minLength: 1, maxLength: 300, pattern: '^/' },
      route_name: { type: 'string', minLength: 1, maxLength: 80 },
      referrer: { type: 'string', maxLength: 300 },
      query: { type: 'string', maxLength: 512 },
    },
    required: ['path', 'route_name'],
    async handler({ body, lang, db }) {
      // Older clients sent the query inside the path; either way a session token is never stored.
      const q = body.path.indexOf('?');
      const path = q < 0 ? body.path : body.path.slice(0, q);
      const query = stripTokenParam(body.query ?? (q < 0 ? '' : body.path.slice(q + 1)));
      await db
        .insertInto('page_views')
        .values({ path, query, route_name: body.route_name, lang, referrer: body.referrer ?? '', created_at: new Date().toISOString() })
        .execute();
      return null;
    },
  });
}
