import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import type { Database } from '../schema.ts';
import { eventMeetings, meetingColumns } from '../seed/data/event-meetings.ts';

/**
 * Club events get what a member needs on the road with no signal: the meeting point's street address
 * and coordinates, what to bring, and the organiser's contact. Events of the demo seed already in the
 * database are filled in by slug; other events keep empty values until an editor fills them.
 */
export function up013(dialect: Dialect) {
  return async (raw: Kysely<unknown>): Promise<void> => {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    const text = ['meeting_address_zh', 'meeting_address_en', 'bring_zh', 'bring_en', 'organiser_zh', 'organiser_en', 'organiser_phone'];
    for (const column of text) {
      await raw.schema
        .alterTable('activities')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    for (const column of ['meeting_lat', 'meeting_lng']) await raw.schema.alterTable('activities').addColumn(column, real).execute();
    await backfillEventMeetings(raw as unknown as Kysely<Database>);
  };
}

/** Fills the meeting data of the demo seed's events already in a database (by slug); others are left alone. */
export async function backfillEventMeetings(db: Kysely<Database>): Promise<void> {
  for (const slug of Object.keys(eventMeetings)) {
    await db.updateTable('activities').set(meetingColumns(slug)).where('slug', '=', slug).execute();
  }
}
