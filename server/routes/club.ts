import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { consentProp, recordConsent, requireConsent } from '../lib/consent.ts';
import { defineCall } from '../lib/call.ts';
import { ApiError, ok, refuse } from '../lib/envelope.ts';
import { requireUser } from '../lib/auth.ts';
import { optionalUser } from './service-shared.ts';
import { loc } from '../lib/messages.ts';
import { maskPhone } from '../lib/sms.ts';
import { tc, type ClubMessageKey } from '../lib/messages-club.ts';
import { canonicalPhone } from '../lib/phone.ts';

/** The franchise form ignores a second application from the same phone within this window. */
const DUPLICATE_WINDOW_MS = 60_000;

/** Trims a required text field; an empty value is a 400 with a message the form can show. */
function requiredText(value: string | undefined, key: ClubMessageKey, lang: number): string {
  const text = (value ?? '').trim();
  if (!text) throw new ApiError(400, tc(key, lang));
  return text;
}

/** The sign-up and franchise forms' phone, by the login's rules: mainland as 11 digits, elsewhere E.164. */
function mobile(value: string, lang: number): string {
  const phone = canonicalPhone(value);
  if (!phone) throw new ApiError(400, tc('phoneInvalid', lang));
  return phone;
}

/** SQLite "UNIQUE constraint failed" or PostgreSQL unique_violation. */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}

type JoinOutcome = { refusal: ClubMessageKey } | { signed_up: number; capacity: number };

/** Riders-club sign-ups (join_activity, my_activity) and franchise applications (direct_join). */
export async function clubRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ activity_id: number; name: string; phone: string; consent?: boolean }>(app, {
    path: 'api/activity/join_activity',
    idempotent: true,
    summary: 'Signs the logged-in user up for a club event; refuses (code 0) unknown, closed, full or repeated sign-ups',
    tags: ['club'],
    props: {
      activity_id: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
      name: { type: 'string', maxLength: 40 },
      phone: { type: 'string', maxLength: 20 },
      consent: consentProp,
    },
    required: ['activity_id', 'name', 'phone'],
    async handler({ body, lang, req, db, dialect }) {
      const user = await requireUser(req, db, lang);
      requireConsent(body.consent, lang);
      const name = requiredText(body.name, 'nameRequired', lang);
      const phone = mobile(body.phone, lang);
      const id = body.activity_id;
      let outcome: JoinOutcome;
      try {
        // Count and insert in one transaction. SQLite runs transactions one at a time on its single
        // connection; PostgreSQL locks the event row, so concurrent sign-ups queue behind each other
        // and the capacity check always sees every earlier seat.
        outcome = await db.transaction().execute(async (trx): Promise<JoinOutcome> => {
          const base = trx.selectFrom('activities').select(['id', 'capacity', 'signup_deadline']).where('id', '=', id);
          const event = await (dialect === 'postgres' ? base.forUpdate() : base).executeTakeFirst();
          if (!event) return { refusal: 'eventNotFound' };
          if (Date.now() > Date.parse(event.signup_deadline)) return { refusal: 'signupClosed' };
          const mine = await trx
            .selectFrom('activity_signups')
            .select('id')
            .where('activity_id', '=', id)
            .where('user_id', '=', user.id)
            .executeTakeFirst();
          if (mine) return { refusal: 'alreadySignedUp' };
          const { n } = await trx
            .selectFrom('activity_signups')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('activity_id', '=', id)
            .executeTakeFirstOrThrow();
          if (Number(n) >= event.capacity) return { refusal: 'eventFull' };
          await trx
            .insertInto('activity_signups')
            .values({ activity_id: id, user_id: user.id, name, phone, created_at: new Date().toISOString() })
            .execute();
          await recordConsent(trx, { userId: user.id, phone, purpose: 'event_signup' });
          return { signed_up: Number(n) + 1, capacity: event.capacity };
        });
      } catch (err) {
        // The unique (activity_id, user_id) constraint is the last word on repeats.
        if (isUniqueViolation(err)) return refuse(tc('alreadySignedUp', lang));
        throw err;
      }
      if ('refusal' in outcome) return refuse(tc(outcome.refusal, lang));
      return ok(
        { activity_id: id, signed_up: outcome.signed_up, capacity: outcome.capacity, seats_left: outcome.capacity - outcome.signed_up },
        tc('joined', lang),
      );
    },
  });

  defineCall(app, {
    path: 'api/activity/my_activity',
    summary:
      "The logged-in user's event sign-ups: time, meeting point (address, coordinates), what to bring, organiser contact, own entry (phone masked)",
    tags: ['club'],
    async handler({ lang, req, db }) {
      const user = await requireUser(req, db, lang);
      const rows = await db
        .selectFrom('activity_signups')
        .innerJoin('activities', 'activities.id', 'activity_signups.activity_id')
        .selectAll('activities')
        .select([
          'activity_signups.id as signup_id',
          'activity_signups.name as signup_name',
          'activity_signups.phone as signup_phone',
          'activity_signups.created_at as signed_at',
        ])
        .where('activity_signups.user_id', '=', user.id)
        .orderBy('activities.starts_at')
        .execute();
      const now = Date.now();
      return rows.map((r) => ({
        id: r.signup_id,
        activity_id: r.id,
        slug: r.slug,
        title: loc(r, 'title', lang),
        location: loc(r, 'location', lang),
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        cover: r.cover,
        // Where to meet, what to bring and whom to call: the member keeps these on the device (club pass).
        meeting: {
          name: loc(r, 'location', lang),
          address: loc(r, 'meeting_address', lang),
          lat: r.meeting_lat === null ? null : Number(r.meeting_lat),
          lng: r.meeting_lng === null ? null : Number(r.meeting_lng),
        },
        bring: loc(r, 'bring', lang),
        organiser: { name: loc(r, 'organiser', lang), phone: r.organiser_phone },
        name: r.signup_name,
        // Masked: the pass is stored on the device, and the member knows their own number.
        phone: maskPhone(r.signup_phone),
        signed_at: r.signed_at,
        status: Date.parse(r.ends_at) < now ? 'past' : 'upcoming',
      }));
    },
  });

  defineCall<{ name: string; phone: string; city: string; company?: string; experience?: string; message?: string; consent?: boolean }>(app, {
    path: 'api/stores/direct_join',
    idempotent: true,
    summary: 'Franchise application from /league; a repeat from the same phone within a minute is refused as already received',
    tags: ['stores'],
    props: {
      name: { type: 'string', maxLength: 40 },
      phone: { type: 'string', maxLength: 20 },
      city: { type: 'string', maxLength: 40 },
      company: { type: 'string', maxLength: 80 },
      experience: { type: 'string', maxLength: 200 },
      message: { type: 'string', maxLength: 1000 },
      consent: consentProp,
    },
    required: ['name', 'phone', 'city'],
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const name = requiredText(body.name, 'nameRequired', lang);
      const phone = mobile(body.phone, lang);
      const city = requiredText(body.city, 'cityRequired', lang);
      const now = new Date();
      const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
      const user = await optionalUser(req, db);
      const saved = await db.transaction().execute(async (trx) => {
        // Two quick submissions from one phone must not both pass the duplicate check.
        if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`direct_join:${phone}`}))`.execute(trx);
        const recent = await trx
          .selectFrom('franchise_applications')
          .select('id')
          .where('phone', '=', phone)
          .where('created_at', '>', since)
          .executeTakeFirst();
        if (recent) return false;
        await trx
          .insertInto('franchise_applications')
          .values({
            name,
            phone,
            city,
            company: (body.company ?? '').trim(),
            experience: (body.experience ?? '').trim(),
            message: (body.message ?? '').trim(),
            lang,
            created_at: now.toISOString(),
          })
          .execute();
        await recordConsent(trx, { userId: user?.id ?? null, phone, purpose: 'franchise' }, now.toISOString());
        return true;
      });
      if (!saved) return refuse(tc('applicationDuplicate', lang));
      return ok({ received: true }, tc('applicationReceived', lang));
    },
  });
}
