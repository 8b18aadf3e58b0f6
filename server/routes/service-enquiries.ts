import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Dialect } from '../db/database.ts';
import type { ServiceEnquiryTable } from '../db/schema-service.ts';
import { defineCall } from '../lib/call.ts';
import { extendedWarranty, financePlanIds, warrantyPlanIds } from '../db/seed/service-content.ts';
import { consentProp, recordConsent, requireConsent } from '../lib/consent.ts';
import { dedupeKey, findModel, id, insertOnce, int, optionalUser, phone, reject, str, submitted, text } from './service-shared.ts';

interface Contact {
  name?: string;
  phone?: string;
  car_model_id?: number;
  consent?: boolean;
}

/** Stores one enquiry (or finds its duplicate) and answers with the submission envelope. */
async function storeEnquiry(
  db: Kysely<Database>,
  dialect: Dialect,
  lang: number,
  row: {
    kind: ServiceEnquiryTable['kind'];
    user_id: number | null;
    name: string;
    phone: string;
    car_model_id: number | null;
    plan_id: string;
    details: Record<string, unknown>;
  },
  keyFields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const key = dedupeKey(row.kind, { phone: row.phone, ...keyFields });
  const result = await insertOnce(db, dialect, 'service_enquiries', key, async (trx, createdAt) => {
    const r = await trx
      .insertInto('service_enquiries')
      .values({ ...row, details: JSON.stringify(row.details), status: 'received', dedupe_key: key, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordConsent(trx, { userId: row.user_id, phone: row.phone, purpose: row.kind }, createdAt);
    return r.id;
  });
  return submitted(result, 'okEnquiry', lang, extra);
}

/** Checks an optional model id: absent is fine, an unknown one is refused. */
async function optionalModel(db: Kysely<Database>, modelId: number | undefined, lang: number) {
  if (modelId === undefined) return undefined;
  const model = await findModel(db, modelId);
  if (!model) reject('modelNotFound', lang);
  return model;
}

const contactProps = { name: str(), phone: str(40), car_model_id: id, consent: consentProp };

/** Service requests: theft security, extended warranty, used-car valuation and finance enquiries. */
export async function serviceEnquiryRoutes(app: FastifyInstance): Promise<void> {
  defineCall<Contact & { city?: string; notes?: string }>(app, {
    path: 'api/service/theft_security_service',
    summary:
      'Request the Guardian anti-theft tracker: {name, phone, car_model_id?, city?, notes?}. Logged-in riders are linked; repeats within a minute answer code 0',
    tags: ['service'],
    props: { ...contactProps, city: str(), notes: str() },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      const model = await optionalModel(db, body.car_model_id, lang);
      const city = text(body.city, 'city', lang, 40, true);
      const notes = text(body.notes, 'notes', lang, 500, true);
      const user = await optionalUser(req, db);
      return storeEnquiry(
        db,
        dialect,
        lang,
        {
          kind: 'theft_security',
          user_id: user?.id ?? null,
          name,
          phone: tel,
          car_model_id: model?.id ?? null,
          plan_id: '',
          details: { city, notes },
        },
        { model: model?.id ?? null },
      );
    },
  });

  defineCall<Contact & { plan_id?: string; intent?: 'purchase' | 'enquiry'; notes?: string }>(app, {
    path: 'api/service/extented_service',
    summary:
      'Extended warranty purchase or enquiry: {name, phone, plan_id, intent: purchase|enquiry, car_model_id?, notes?}; with a model the quoted price (cents) is returned',
    tags: ['service'],
    props: { ...contactProps, plan_id: str(40), intent: { type: 'string', enum: ['purchase', 'enquiry'] }, notes: str() },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      if (!body.plan_id || !warrantyPlanIds.includes(body.plan_id)) reject('badPlan', lang);
      const model = await optionalModel(db, body.car_model_id, lang);
      const notes = text(body.notes, 'notes', lang, 500, true);
      const intent = body.intent ?? 'enquiry';
      const plan = extendedWarranty.plans.find((p) => p.id === body.plan_id);
      const cls = model ? extendedWarranty.cc_classes.find((c) => model.cc <= c.max_cc) : undefined;
      const price = plan && cls ? plan.prices_cents[cls.code as keyof typeof plan.prices_cents] : null;
      const user = await optionalUser(req, db);
      return storeEnquiry(
        db,
        dialect,
        lang,
        {
          kind: 'extended_warranty',
          user_id: user?.id ?? null,
          name,
          phone: tel,
          car_model_id: model?.id ?? null,
          plan_id: body.plan_id ?? '',
          details: { intent, notes, price_cents: price },
        },
        { plan: body.plan_id, intent, model: model?.id ?? null },
        { plan_id: body.plan_id, intent, price_cents: price },
      );
    },
  });

  defineCall<{ brand?: string; model?: string; year?: number; mileage_km?: number; city?: string; name?: string; phone?: string; consent?: boolean }>(
    app,
    {
      path: 'api/service/used_car',
      summary: 'Used-car valuation / trade-in request: {brand, model, year, mileage_km, city, name, phone}',
      tags: ['service'],
      props: { brand: str(), model: str(), year: int, mileage_km: int, city: str(), name: str(), phone: str(40), consent: consentProp },
      async handler({ body, lang, req, db, dialect }) {
        requireConsent(body.consent, lang);
        const brand = text(body.brand, 'brand', lang, 40);
        const model = text(body.model, 'model', lang, 60);
        const thisYear = new Date().getUTCFullYear();
        if (body.year === undefined || body.year < 1990 || body.year > thisYear) reject('badYear', lang);
        if (body.mileage_km === undefined || body.mileage_km < 0 || body.mileage_km > 300000) reject('badMileage', lang);
        const city = text(body.city, 'city', lang, 40);
        const name = text(body.name, 'name', lang, 40);
        const tel = phone(body.phone, lang);
        const user = await optionalUser(req, db);
        const details = { brand, model, year: body.year, mileage_km: body.mileage_km, city };
        return storeEnquiry(
          db,
          dialect,
          lang,
          { kind: 'used_car', user_id: user?.id ?? null, name, phone: tel, car_model_id: null, plan_id: '', details },
          { brand, model, year: body.year },
        );
      },
    },
  );

  defineCall<Contact & { plan_id?: string; term_months?: number; down_payment_cents?: number }>(app, {
    path: 'api/service/financial_enquiry',
    summary:
      'Finance enquiry: {name, phone, plan_id, car_model_id?, term_months?, down_payment_cents?} (plans come from api/service/financial_hire_service)',
    tags: ['service'],
    props: {
      ...contactProps,
      plan_id: str(40),
      term_months: { type: 'integer', minimum: 1, maximum: 120 },
      down_payment_cents: { type: 'integer', minimum: 0, maximum: 2147483647 },
    },
    async handler({ body, lang, req, db, dialect }) {
      requireConsent(body.consent, lang);
      const name = text(body.name, 'name', lang, 40);
      const tel = phone(body.phone, lang);
      if (!body.plan_id || !financePlanIds.includes(body.plan_id)) reject('badPlan', lang);
      const model = await optionalModel(db, body.car_model_id, lang);
      const user = await optionalUser(req, db);
      const details = { term_months: body.term_months ?? null, down_payment_cents: body.down_payment_cents ?? null };
      return storeEnquiry(
        db,
        dialect,
        lang,
        { kind: 'finance', user_id: user?.id ?? null, name, phone: tel, car_model_id: model?.id ?? null, plan_id: body.plan_id ?? '', details },
        { plan: body.plan_id, model: model?.id ?? null },
      );
    },
  });
}
