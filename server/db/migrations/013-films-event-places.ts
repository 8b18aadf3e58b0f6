import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Database } from '../schema.ts';
import { EVENT_PLACES } from '../seed/data/event-places.ts';

/**
 * Club events get their meeting point's coordinates (WGS-84, nullable: an event added later may not
 * have one), so the site can offer "navigate" links. Existing demo events are filled in by slug.
 */
export function up013(dialect: Dialect) {
  return async (raw: Kysely<unknown>): Promise<void> => {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await raw.schema.alterTable('activities').addColumn('lat', real).execute();
    await raw.schema.alterTable('activities').addColumn('lng', real).execute();
    const db = raw as unknown as Kysely<Pick<Database, 'activities'>>;
    for (const [slug, p] of Object.entries(EVENT_PLACES)) {
      await db.updateTable('activities').set({ lat: p.lat, lng: p.lng }).where('slug', '=', slug).execute();
    }
  };
}
