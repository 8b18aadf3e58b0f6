import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { timeSlots } from '../db/seed/service-schedule.ts';
import {
  bookingDate,
  coord,
  dedupeKey,
  findModel,
  id,
  insertOnce,
  int,
  optionalUser,
  phone,
  reject,
  storeExists,
  str,
  submitted,
  text,
} from './service-shared.ts';
import { consentProp, recordConsent, requireConsent } from '../lib/consent.ts';

interface MaintenanceBody {
  car_model_id?: number;
  model_name?: string;
  store_id?: number;
  date?: string;
  time_slot?: string;
  mileage_km?: number;
  name?: string;
  phone?: string;
  notes?: string;
  consent?: boolean;
}

const slotSchema = str(20);

/** Bookings and requests that need no login but are tied to the rider when logged in. */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  defineCall<MaintenanceBody>(app, {
    path: 'api/repair/appoint',
    summary:
      'Book a service: {car_model_id or model_name, store_id, date (YYYY-MM-DD, tomorrow to 60 days), time_slot, mileage_km, name, phone, notes?}. The same phone, store, date and slot within a minute answers code 0',
    tags: ['service'],
    props: {
      car_model_id: id,
      model_name: str(),
      store_id: id,
      date: str(20),
      time_slot: slotSchema,
      mileage_km: int,
      name: str(),
      phone: str(40),
      notes: str(),
      consent: consentProp,
    },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const model = await findModel(db, body.car_model_id);
      if (body.car_model_id !== undefined && !model) reject('modelNotFound', lang);
      const modelName = text(body.model_name, 'model_name', lang, 60, true);
      if (!model && !modelName) reject('modelRequired', lang);
      if (!(await storeExists(db, body.store_id))) reject('storeNotFound', lang);
      const date = bookingDate(body.date, lang);
      if (!timeSlots.includes(body.time_slot as (typeof timeSlots)[number])) reject('badSlot', lang);
      if (body.mileage_km === undefined || body.mileage_km < 0 || body.mileage_km > 300000) reject('badMileage', lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      const notes = text(body.notes, 'notes', lang, 500, true);
      const user = await optionalUser(req, db);
      const key = dedupeKey('maintenance', { phone: tel, store: body.store_id, date, slot: body.time_slot });
      const result = await insertOnce(db, dialect, 'maintenance_bookings', key, async (trx, createdAt) => {
        const row = await trx
          .insertInto('maintenance_bookings')
          .values({
            user_id: user?.id ?? null,
            car_model_id: model?.id ?? null,
            model_name: model ? '' : modelName,
            store_id: body.store_id as number,
            date,
            time_slot: body.time_slot as string,
            mileage_km: body.mileage_km as number,
            name,
            phone: tel,
            notes,
            status: 'received',
            dedupe_key: key,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordConsent(trx, { userId: user?.id ?? null, phone: tel, purpose: 'maintenance' }, createdAt);
        return row.id;
      });
      return submitted(result, 'okMaintenance', lang, { date, time_slot: body.time_slot, store_id: body.store_id });
    },
  });

  defineCall<{ name?: string; phone?: string; lat?: number; lng?: number; address?: string; description?: string; consent?: boolean }>(app, {
    path: 'api/rescue/fill_rescue',
    summary:
      'Roadside rescue request: {name, phone, lat?, lng?, address, description}; coordinates only when the rider shares them. One request per phone per minute',
    tags: ['service'],
    props: { name: str(), phone: str(40), lat: coord, lng: coord, address: str(), description: str(), consent: consentProp },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      const hasLat = body.lat !== undefined;
      const hasLng = body.lng !== undefined;
      if (hasLat !== hasLng || (hasLat && (Math.abs(body.lat as number) > 90 || Math.abs(body.lng as number) > 180))) reject('badCoords', lang);
      // With coordinates the rider may leave the address empty; without them we need words.
      const address = text(body.address, 'address', lang, 200, hasLat);
      const description = text(body.description, 'description', lang, 500);
      const user = await optionalUser(req, db);
      const key = dedupeKey('rescue', { phone: tel });
      const result = await insertOnce(db, dialect, 'rescue_requests', key, async (trx, createdAt) => {
        const row = await trx
          .insertInto('rescue_requests')
          .values({
            user_id: user?.id ?? null,
            name,
            phone: tel,
            lat: body.lat ?? null,
            lng: body.lng ?? null,
            address,
            description,
            status: 'received',
            dedupe_key: key,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordConsent(trx, { userId: user?.id ?? null, phone: tel, purpose: 'rescue' }, createdAt);
        return row.id;
      });
      return submitted(result, 'okRescue', lang);
    },
  });

  defineCall<{ car_model_id?: number; store_id?: number; date?: string; time?: string; name?: string; phone?: string; consent?: boolean }>(app, {
    path: 'api/stores/app_test_drive',
    idempotent: true,
    summary: 'Book a test ride: {car_model_id, store_id, date (tomorrow to 60 days), time (one of the booking slots), name, phone}',
    tags: ['stores'],
    props: { car_model_id: id, store_id: id, date: str(20), time: slotSchema, name: str(), phone: str(40), consent: consentProp },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const model = await findModel(db, body.car_model_id);
      if (!model) reject(body.car_model_id === undefined ? 'modelRequired' : 'modelNotFound', lang);
      if (!(await storeExists(db, body.store_id))) reject('storeNotFound', lang);
      const date = bookingDate(body.date, lang);
      if (!timeSlots.includes(body.time as (typeof timeSlots)[number])) reject('badSlot', lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      const user = await optionalUser(req, db);
      const key = dedupeKey('test_drive', { phone: tel, model: model.id, store: body.store_id, date });
      const result = await insertOnce(db, dialect, 'test_drive_bookings', key, async (trx, createdAt) => {
        const row = await trx
          .insertInto('test_drive_bookings')
          .values({
            user_id: user?.id ?? null,
            car_model_id: model.id,
            store_id: body.store_id as number,
            date,
            time_slot: body.time as string,
            name,
            phone: tel,
            status: 'received',
            dedupe_key: key,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordConsent(trx, { userId: user?.id ?? null, phone: tel, purpose: 'test_drive' }, createdAt);
        return row.id;
      });
      return submitted(result, 'okTestDrive', lang, { date, time: body.time });
    },
  });

  defineCall<{ store_id?: number; rating?: number; content?: string; phone?: string; consent?: boolean }>(app, {
    path: 'api/stores/saled_feedback',
    idempotent: true,
    summary: 'After-sales feedback: {store_id?, rating 1-5, content, phone?}',
    tags: ['stores'],
    props: { store_id: id, rating: int, content: str(), phone: str(40), consent: consentProp },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      if (body.store_id !== undefined && !(await storeExists(db, body.store_id))) reject('storeNotFound', lang);
      if (body.rating === undefined || body.rating < 1 || body.rating > 5) reject('badRating', lang);
      const content = text(body.content, 'content', lang, 1000);
      const tel = phone(body.phone, lang, true);
      const user = await optionalUser(req, db);
      // Anonymous feedback has no phone: the sender's address stands in for the duplicate check.
      const key = dedupeKey('feedback', { who: tel || user?.id || req.ip, store: body.store_id ?? null, content });
      const result = await insertOnce(db, dialect, 'store_feedback', key, async (trx, createdAt) => {
        const row = await trx
          .insertInto('store_feedback')
          .values({
            user_id: user?.id ?? null,
            store_id: body.store_id ?? null,
            rating: body.rating as number,
            content,
            phone: tel,
            dedupe_key: key,
            created_at: createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordConsent(trx, { userId: user?.id ?? null, phone: tel, purpose: 'feedback' }, createdAt);
        return row.id;
      });
      return submitted(result, 'okFeedback', lang);
    },
  });
}
