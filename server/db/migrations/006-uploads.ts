import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Database } from '../schema.ts';

/**
 * Uploads that survive abuse and several instances: claims (orphans can be found), single-use tickets,
 * daily quotas, and on PostgreSQL the bytes themselves.
 */
export function up006(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .alterTable('uploads')
      .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('uploads').addColumn('claimed_at', 'text').execute();
    // The cleanup job looks only at unclaimed rows, oldest first.
    await db.schema
      .createIndex('uploads_unclaimed')
      .ifNotExists()
      .on('uploads')
      .column('created_at')
      .where(sql.ref('claimed_at'), 'is', null)
      .execute();
    await db.schema.createIndex('uploads_user').ifNotExists().on('uploads').column('user_id').execute();

    await db.schema
      .createTable('upload_tickets')
      .ifNotExists()
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('upload_tickets_expires').ifNotExists().on('upload_tickets').column('expires_at').execute();

    await db.schema
      .createTable('upload_quota')
      .ifNotExists()
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('files', 'integer', (c) => c.notNull())
      .addColumn('bytes', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('upload_quota_pk', ['subject', 'day'])
      .execute();
    await db.schema.createIndex('upload_quota_day').ifNotExists().on('upload_quota').column('day').execute();

    if (dialect === 'postgres') {
      // Deleting the uploads row deletes its bytes in the same statement.
      await db.schema
        .createTable('upload_blobs')
        .ifNotExists()
        .addColumn('file_name', 'text', (c) => c.primaryKey().references('uploads.file_name').onDelete('cascade'))
        .addColumn('data', 'bytea', (c) => c.notNull())
        .execute();
    }

    // Photos already in riders' posts are claimed, so the new cleanup job never takes them.
    const typed = db as unknown as Kysely<Pick<Database, 'travel_posts' | 'uploads'>>;
    const posts = await typed.selectFrom('travel_posts').select('image_urls').where('user_id', 'is not', null).execute();
    const names = new Set<string>();
    for (const p of posts) {
      try {
        for (const url of JSON.parse(p.image_urls) as unknown[]) if (typeof url === 'string' && url.startsWith('/uploads/')) names.add(url.slice(9));
      } catch {
        /* a malformed list names nothing */
      }
    }
    const list = [...names];
    for (let i = 0; i < list.length; i += 500) {
      await typed
        .updateTable('uploads')
        .set({ claimed_at: sql<string>`created_at` })
        .where('file_name', 'in', list.slice(i, i + 500))
        .execute();
    }
  };
}
