import type { FastifyInstance } from 'fastify';
import { defineCall, json } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { loc, pick } from '../lib/messages.ts';
import { requireUser } from '../lib/auth.ts';
import { financePlans, extendedWarranty } from '../db/seed/service-content.ts';
import { sm } from './service-messages.ts';
import { id } from './service-shared.ts';

const LIMIT = 100;

const kindNames = {
  maintenance: { zh: '保养预约', en: 'Service booking' },
  rescue: { zh: '道路救援', en: 'Roadside rescue' },
  theft_security: { zh: '云盾防盗', en: 'Guardian anti-theft' },
  extended_warranty: { zh: '延保服务', en: 'Extended warranty' },
  used_car: { zh: '二手车估价', en: 'Used-bike valuation' },
  finance: { zh: '金融方案咨询', en: 'Finance enquiry' },
  feedback: { zh: '售后评价', en: 'After-sales feedback' },
} as const;

type Kind = keyof typeof kindNames;

function planName(planId: string, lang: number): string {
  const p = [...financePlans, ...extendedWarranty.plans].find((x) => x.id === planId);
  return p ? pick(lang, p.name.zh, p.name.en) : '';
}

/** The logged-in rider's own after-sales records (every query is scoped to the token's user). */
export async function serviceUserRoutes(app: FastifyInstance): Promise<void> {
  const maintenanceQuery = (userId: number) =>
    app.db.db
      .selectFrom('maintenance_bookings as b')
      .innerJoin('stores as s', 's.id', 'b.store_id')
      .leftJoin('car_models as m', 'm.id', 'b.car_model_id')
      .select([
        'b.id',
        'b.car_model_id',
        'b.model_name',
        'b.store_id',
        'b.date',
        'b.time_slot',
        'b.mileage_km',
        'b.name',
        'b.phone',
        'b.notes',
        'b.status',
        'b.created_at',
      ])
      .select([
        's.name_zh as store_zh',
        's.name_en as store_en',
        's.address_zh',
        's.address_en',
        's.phone as store_phone',
        'm.name_zh as model_zh',
        'm.name_en as model_en',
      ])
      .where('b.user_id', '=', userId);

  type MaintenanceRow = Awaited<ReturnType<ReturnType<typeof maintenanceQuery>['executeTakeFirstOrThrow']>>;
  const maintenanceItem = (r: MaintenanceRow, lang: number) => ({
    id: r.id,
    car_model_id: r.car_model_id,
    model_name: r.model_zh ? pick(lang, r.model_zh, r.model_en ?? r.model_zh) : r.model_name,
    store_id: r.store_id,
    store_name: pick(lang, r.store_zh, r.store_en),
    store_address: pick(lang, r.address_zh, r.address_en),
    store_phone: r.store_phone,
    date: r.date,
    time_slot: r.time_slot,
    mileage_km: r.mileage_km,
    name: r.name,
    phone: r.phone,
    notes: r.notes,
    status: r.status,
    created_at: r.created_at,
  });

  defineCall(app, {
    path: 'api/user/maintenance',
    summary: "The logged-in rider's service bookings, newest first",
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const rows = await maintenanceQuery(user.id).orderBy('b.id', 'desc').limit(LIMIT).execute();
      return rows.map((r) => maintenanceItem(r, lang));
    },
  });

  defineCall<{ id: number }>(app, {
    path: 'api/user/maintenance_detail',
    summary: "One of the logged-in rider's service bookings; another rider's id answers code 0 (no such record)",
    tags: ['user'],
    props: { id },
    required: ['id'],
    async handler({ body, req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const row = await maintenanceQuery(user.id).where('b.id', '=', body.id).executeTakeFirst();
      return row ? maintenanceItem(row, lang) : refuse(sm('recordNotFound', lang));
    },
  });

  defineCall(app, {
    path: 'api/user/get_zsjc_test_drive',
    summary: "The logged-in rider's test-ride bookings, newest first",
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const rows = await db
        .selectFrom('test_drive_bookings as b')
        .innerJoin('stores as s', 's.id', 'b.store_id')
        .innerJoin('car_models as m', 'm.id', 'b.car_model_id')
        .select([
          'b.id',
          'b.car_model_id',
          'b.store_id',
          'b.date',
          'b.time_slot',
          'b.name',
          'b.phone',
          'b.status',
          'b.created_at',
          's.name_zh as store_zh',
          's.name_en as store_en',
          's.phone as store_phone',
          'm.name_zh',
          'm.name_en',
        ])
        .where('b.user_id', '=', user.id)
        .orderBy('b.id', 'desc')
        .limit(LIMIT)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        car_model_id: r.car_model_id,
        model_name: loc(r, 'name', lang),
        store_id: r.store_id,
        store_name: pick(lang, r.store_zh, r.store_en),
        store_phone: r.store_phone,
        date: r.date,
        time: r.time_slot,
        name: r.name,
        phone: r.phone,
        status: r.status,
        created_at: r.created_at,
      }));
    },
  });

  defineCall(app, {
    path: 'api/user/after_sale_list',
    summary: "All of the logged-in rider's after-sales records (service bookings, rescue, enquiries, feedback), newest first",
    tags: ['user'],
    async handler({ req, lang, db }) {
      const user = await requireUser(req, db, lang);
      const [maintenance, rescue, enquiries, feedback] = await Promise.all([
        maintenanceQuery(user.id).orderBy('b.id', 'desc').limit(LIMIT).execute(),
        db
          .selectFrom('rescue_requests')
          .select(['id', 'address', 'description', 'status', 'created_at'])
          .where('user_id', '=', user.id)
          .orderBy('id', 'desc')
          .limit(LIMIT)
          .execute(),
        db
          .selectFrom('service_enquiries')
          .select(['id', 'kind', 'plan_id', 'details', 'status', 'created_at'])
          .where('user_id', '=', user.id)
          .orderBy('id', 'desc')
          .limit(LIMIT)
          .execute(),
        db
          .selectFrom('store_feedback')
          .select(['id', 'rating', 'content', 'created_at'])
          .where('user_id', '=', user.id)
          .orderBy('id', 'desc')
          .limit(LIMIT)
          .execute(),
      ]);
      const title = (kind: Kind) => pick(lang, kindNames[kind].zh, kindNames[kind].en);
      const list = [
        ...maintenance.map((r) => {
          const m = maintenanceItem(r, lang);
          return {
            kind: 'maintenance' as Kind,
            id: r.id,
            title: title('maintenance'),
            summary: `${m.store_name} · ${m.date} ${m.time_slot}`,
            status: r.status,
            created_at: r.created_at,
          };
        }),
        ...rescue.map((r) => ({
          kind: 'rescue' as Kind,
          id: r.id,
          title: title('rescue'),
          summary: r.address || r.description,
          status: r.status,
          created_at: r.created_at,
        })),
        ...enquiries.map((r) => {
          const details = json<Record<string, unknown>>(r.details);
          const summary = r.plan_id ? planName(r.plan_id, lang) : [details.brand, details.model].filter(Boolean).join(' ');
          return { kind: r.kind as Kind, id: r.id, title: title(r.kind as Kind), summary, status: r.status, created_at: r.created_at };
        }),
        ...feedback.map((r) => ({
          kind: 'feedback' as Kind,
          id: r.id,
          title: title('feedback'),
          summary: `${'★'.repeat(r.rating)} ${r.content}`.slice(0, 80),
          status: 'received',
          created_at: r.created_at,
        })),
      ];
      list.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id));
      return list.slice(0, LIMIT);
    },
  });
}
