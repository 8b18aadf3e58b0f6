import type { Kysely } from 'kysely';

/** Page views keep their query string (token removed), so a view says which article was read. */
export function up011() {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable('page_views')
      .addColumn('query', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  };
}
