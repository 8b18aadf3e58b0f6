import type { FastifyInstance } from 'fastify';
import { defineCall, json } from '../lib/call.ts';
import { requireUser } from '../lib/auth.ts';
import { dedupeKey, insertOnce, reject, str, submitted, text } from './service-shared.ts';
import { UPLOAD_NAME } from './upload.ts';
import { claimUploads } from '../lib/upload-orphans.ts';
import { detectPostLang } from '../lib/post-lang.ts';
import { sql } from 'kysely';

export const MAX_POST_IMAGES = 9;
const PAGE_SIZE_MAX = 30;

/** Moto-travel posts: riders share a story with photos they uploaded first. */
export async function servicePostRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ title?: string; content?: string; image_urls?: string[]; content_lang?: 'zh' | 'en' }>(app, {
    path: 'api/post/create',
    summary: `Publish a moto-travel story (login required): {title ≤ 60, content ≤ 2000, image_urls: up to ${MAX_POST_IMAGES} /uploads/<name> URLs the same rider uploaded, content_lang?: zh | en (else read from the text, else the page's lang)}`,
    tags: ['posts'],
    props: {
      title: str(),
      content: str(5000),
      image_urls: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
      content_lang: { type: 'string', enum: ['zh', 'en'] },
    },
    async handler({ body, lang, req, db, dialect }) {
      const user = await requireUser(req, db, lang);
      const title = text(body.title, 'title', lang, 60);
      const content = text(body.content, 'content', lang, 2000);
      const urls = [...new Set(body.image_urls ?? [])];
      if (urls.length > MAX_POST_IMAGES) reject('tooManyImages', lang, { max: MAX_POST_IMAGES });
      const names = urls.map((u) => u.replace(/^\/uploads\//, ''));
      if (names.some((n, i) => !urls[i].startsWith('/uploads/') || !UPLOAD_NAME.test(n))) reject('badImage', lang);
      if (names.length) {
        // Only the rider's own uploads may be attached.
        const owned = await db.selectFrom('uploads').select('file_name').where('file_name', 'in', names).where('user_id', '=', user.id).execute();
        if (owned.length !== names.length) reject('badImage', lang);
      }
      const key = dedupeKey('post', { user: user.id, title, content });
      const result = await insertOnce(db, dialect, 'travel_posts', key, async (trx, createdAt) => {
        // Claimed in the post's transaction, so the orphan sweep can never take a photo the post names.
        if (!(await claimUploads(trx, user.id, names, createdAt))) reject('badImage', lang);
        const row = await trx
          .insertInto('travel_posts')
          .values({
            user_id: user.id,
            author: user.nickname,
            title,
            content,
            image_urls: JSON.stringify(urls),
            dedupe_key: key,
            created_at: createdAt,
            lang: body.content_lang ?? detectPostLang(`${title}\n${content}`, lang === 1 ? 'en' : 'zh'),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
      return submitted(result, 'okPost', lang);
    },
  });

  defineCall<{ page?: number; page_size?: number }>(app, {
    path: 'api/post/list',
    summary:
      "Moto-travel posts, the page's language first, then newest first: {page?, page_size? ≤ 30} → {list (each with lang zh | en), total, page, page_size}",
    tags: ['posts'],
    props: { page: { type: 'integer', minimum: 1, maximum: 10000 }, page_size: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX } },
    async handler({ body, lang, db }) {
      const page = body.page ?? 1;
      const own = lang === 1 ? 'en' : 'zh';
      const size = body.page_size ?? 10;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('travel_posts')
          .select(['id', 'author', 'title', 'content', 'image_urls', 'created_at', 'lang'])
          // Posts in the reader's language first, never silently mixed in among them.
          .orderBy(sql`case when lang = ${own} then 0 else 1 end`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        db
          .selectFrom('travel_posts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.id,
          author: r.author,
          title: r.title,
          content: r.content,
          images: json<string[]>(r.image_urls),
          created_at: r.created_at,
          lang: r.lang,
        })),
        total: Number(count.n),
        page,
        page_size: size,
      };
    },
  });
}
