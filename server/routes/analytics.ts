import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';

/** Site analytics: the client's default sink records one page view per route change. */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ path: string; route_name: string; referrer?: string }>(app, {
    path: 'api/analytics/page_view',
    summary: 'Record a page view (path without query string, route name, same-site referrer path)',
    tags: ['analytics'],
    props: {
      path: { type: 'string', minLength: 1, maxLength: 300, pattern: '^/' },
      route_name: { type: 'string', minLength: 1, maxLength: 80 },
      referrer: { type: 'string', maxLength: 300 },
    },
    required: ['path', 'route_name'],
    async handler({ body, lang, db }) {
      await db
        .insertInto('page_views')
        .values({ path: body.path.split('?')[0], route_name: body.route_name, lang, referrer: body.referrer ?? '', created_at: new Date().toISOString() })
        .execute();
      return null;
    },
  });
}
