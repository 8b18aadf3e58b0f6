import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { idProp } from '../lib/schema-limits.ts';
import { notFound } from '../lib/envelope.ts';
import { loc, t } from '../lib/messages.ts';

/** Content columns: 1 latest events, 2 information center. */
export const COLUMNS = [
  { id: 1, zh: '最新活动', en: 'Latest events' },
  { id: 2, zh: '资讯中心', en: 'Information center' },
] as const;

/** Reads an integer from the body or, as the legacy contract puts it, the query string. */
function param(body: Record<string, unknown>, query: unknown, name: string): unknown {
  if (body[name] !== undefined) return body[name];
  const q = (query as Record<string, unknown> | undefined)?.[name];
  return typeof q === 'string' && /^\d{1,9}$/.test(q) ? Number(q) : q;
}

/** News: categories, paged lists and sanitizable HTML detail with previous/next links. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/content/category',
    summary: 'Content columns (news tabs)',
    tags: ['content'],
    cache: true,
    async handler({ lang }) {
      return COLUMNS.map((c) => ({ id: c.id, name: lang === 1 ? c.en : c.zh }));
    },
  });

  const listQuery = {
    column_id: { type: 'string', maxLength: 3, pattern: '^[0-9]{1,3}$' },
    page: { type: 'string', maxLength: 5, pattern: '^[0-9]{1,5}$' },
    page_size: { type: 'string', maxLength: 2, pattern: '^[0-9]{1,2}$' },
  };
  const detailQuery = { id: { type: 'string', maxLength: 9, pattern: '^[0-9]{1,9}$' } };
  defineCall<{ column_id?: number; page?: number; page_size?: number }>(app, {
    path: 'api/content/lists',
    summary: 'Paged news list; column_id, page and page_size in the query string or the body',
    tags: ['content'],
    props: {
      column_id: { type: 'integer', minimum: 0, maximum: 999 },
      page: { type: 'integer', minimum: 1, maximum: 10000 },
      page_size: { type: 'integer', minimum: 1, maximum: 50 },
    },
    query: listQuery,
    cache: true,
    async handler({ body, req, lang, db }) {
      const b = body as Record<string, unknown>;
      const column = Number(param(b, req.query, 'column_id') ?? 0);
      const page = Math.max(1, Number(param(b, req.query, 'page') ?? 1));
      const size = Math.min(50, Math.max(1, Number(param(b, req.query, 'page_size') ?? 10)));
      let q = db.selectFrom('news');
      if (column > 0) q = q.where('column_id', '=', column);
      const [{ total }] = await q.select((eb) => eb.fn.countAll<number>().as('total')).execute();
      const rows = await q
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return {
        list: rows.map((r) => ({
          id: r.id,
          column_id: r.column_id,
          title: loc(r, 'title', lang),
          summary: loc(r, 'summary', lang),
          cover: r.cover,
          published_at: r.published_at,
        })),
        total: Number(total),
        page,
        page_size: size,
        has_more: page * size < Number(total),
      };
    },
  });
  defineCall<{ id?: number }>(app, {
    path: 'api/content/detail',
    summary: 'One article (CMS HTML, sanitize before rendering) with previous/next in its column. Unknown id: code 0, data null, reason not_found.',
    tags: ['content'],
    props: { id: idProp },
    query: detailQuery,
    cache: true,
    async handler({ body, req, lang, db }) {
      const id = Number(param(body as Record<string, unknown>, req.query, 'id'));
      const r = Number.isInteger(id) && id > 0 ? await db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
      if (!r) return notFound(t('newsNotFound', lang));
      const sib = db.selectFrom('news').select(['id', 'title_zh', 'title_en']).where('column_id', '=', r.column_id);
      const [prev, next] = await Promise.all([
        sib.where('published_at', '>', r.published_at).orderBy('published_at', 'asc').limit(1).executeTakeFirst(),
        sib.where('published_at', '<', r.published_at).orderBy('published_at', 'desc').limit(1).executeTakeFirst(),
      ]);
      const link = (s?: { id: number; title_zh: string; title_en: string }) => (s ? { id: s.id, title: loc(s, 'title', lang) } : null);
      return {
        id: r.id,
        column_id: r.column_id,
        title: loc(r, 'title', lang),
        summary: loc(r, 'summary', lang),
        content: loc(r, 'body', lang),
        cover: r.cover,
        published_at: r.published_at,
        prev: link(prev),
        next: link(next),
      };
    },
  });
}
