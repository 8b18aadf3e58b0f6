import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { detectPostLang } from '../../lib/post-lang.ts';

/**
 * Riders' posts get the language they are written in (`zh` | `en`), so each page can list its own
 * language first and label the others. Existing posts (the editorial ones included) are classified
 * by their text; nothing is deleted or rewritten.
 */
export function up012() {
  return async (raw: Kysely<unknown>): Promise<void> => {
    await raw.schema
      .alterTable('travel_posts')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('zh'))
      .execute();
    const db = raw as unknown as Kysely<Pick<Database, 'travel_posts'>>;
    const rows = await db.selectFrom('travel_posts').select(['id', 'title', 'content']).execute();
    const english = rows.filter((r) => detectPostLang(`${r.title}\n${r.content}`, 'zh') === 'en').map((r) => r.id);
    for (let i = 0; i < english.length; i += 500) {
      await db
        .updateTable('travel_posts')
        .set({ lang: 'en' })
        .where('id', 'in', english.slice(i, i + 500))
        .execute();
    }
    await raw.schema.createIndex('travel_posts_lang_created').ifNotExists().on('travel_posts').columns(['lang', 'created_at']).execute();
  };
}
