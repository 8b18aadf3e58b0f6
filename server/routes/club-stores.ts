import type { FastifyInstance } from 'fastify';
import { defineCall, json } from '../lib/call.ts';
import { loc } from '../lib/messages.ts';
import { PROVINCE_CITIES } from '../lib/area-cities.ts';

/**
 * get_store's bound per call. The store finder filters every store on the device (offline), so the bound
 * sits above a 100× network (4,700 stores); larger networks page with `page`.
 */
export const STORE_PAGE_SIZE = 5000;

/** Riders-club events, stores and provinces. */
export async function clubStoreRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ status?: 'upcoming' | 'past' | 'all' }>(app, {
    path: 'api/activity/get_activity',
    summary: 'Riders-club events with capacity and sign-up counts; upcoming soonest first, past newest first',
    tags: ['club'],
    props: { status: { type: 'string', enum: ['upcoming', 'past', 'all'] } },
    async handler({ body, lang, db }) {
      const now = new Date().toISOString();
      const rows = await db.selectFrom('activities').selectAll().orderBy('starts_at').execute();
      const signups = await db
        .selectFrom('activity_signups')
        .select(['activity_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('activity_id')
        .execute();
      const counts = new Map(signups.map((s) => [s.activity_id, Number(s.n)]));
      const list = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        title: loc(r, 'title', lang),
        description: loc(r, 'description', lang),
        location: loc(r, 'location', lang),
        // The meeting point (WGS-84, migration 013), for the "navigate" links.
        lat: r.meeting_lat === null ? null : Number(r.meeting_lat),
        lng: r.meeting_lng === null ? null : Number(r.meeting_lng),
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        signup_deadline: r.signup_deadline,
        capacity: r.capacity,
        signed_up: counts.get(r.id) ?? 0,
        cover: r.cover,
        status: r.ends_at < now ? 'past' : 'upcoming',
      }));
      const status = body.status ?? 'all';
      const upcoming = list.filter((e) => e.status === 'upcoming');
      const past = list.filter((e) => e.status === 'past').reverse();
      return status === 'upcoming' ? upcoming : status === 'past' ? past : [...upcoming, ...past];
    },
  });

  defineCall(app, {
    path: 'api/areas/get_province',
    summary: 'Provinces with a store, with centroid coordinates, store counts and their main cities (the address picker)',
    tags: ['stores'],
    cache: true,
    async handler({ lang, db }) {
      const rows = await db
        .selectFrom('provinces')
        .leftJoin('stores', 'stores.province_id', 'provinces.id')
        .select(['provinces.id', 'provinces.code', 'provinces.name_zh', 'provinces.name_en', 'provinces.lat', 'provinces.lng'])
        .select((eb) => eb.fn.count<number>('stores.id').as('store_count'))
        .groupBy(['provinces.id', 'provinces.code', 'provinces.name_zh', 'provinces.name_en', 'provinces.lat', 'provinces.lng'])
        .orderBy('provinces.id')
        .execute();
      const storeCities = await db.selectFrom('stores').select(['province_id', 'city_zh', 'city_en']).distinct().orderBy('province_id').execute();
      return rows.map((r) => {
        const known = (PROVINCE_CITIES[r.code] ?? []).map(([zh, en]) => ({ zh, en }));
        for (const s of storeCities) {
          if (s.province_id === r.id && !known.some((c) => c.zh === s.city_zh)) known.push({ zh: s.city_zh, en: s.city_en });
        }
        const cities = known.map((c) => ({ name: lang === 1 ? c.en : c.zh, name_zh: c.zh, name_en: c.en }));
        return {
          id: r.id,
          code: r.code,
          name: loc(r, 'name', lang),
          name_zh: r.name_zh,
          name_en: r.name_en,
          lat: r.lat,
          lng: r.lng,
          store_count: Number(r.store_count),
          cities,
        };
      });
    },
  });

  defineCall<{ province_id?: number; keyword?: string; page?: number; page_size?: number }>(app, {
    path: 'api/stores/get_store',
    summary: `Stores, optionally in one province or matching a keyword; at most ${STORE_PAGE_SIZE} per call (page from 1 reaches the rest)`,
    tags: ['stores'],
    props: {
      province_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      keyword: { type: 'string', maxLength: 40 },
      page: { type: 'integer', minimum: 1, maximum: 10000 },
      page_size: { type: 'integer', minimum: 1, maximum: STORE_PAGE_SIZE },
    },
    cache: true,
    async handler({ body, lang, db }) {
      let q = db
        .selectFrom('stores')
        .innerJoin('provinces', 'provinces.id', 'stores.province_id')
        .selectAll('stores')
        .select(['provinces.name_zh as province_zh', 'provinces.name_en as province_en', 'provinces.code as province_code']);
      if (body.province_id) q = q.where('stores.province_id', '=', body.province_id);
      const kw = body.keyword?.trim();
      if (kw) {
        const like = `%${kw.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or(
            ['stores.name_zh', 'stores.name_en', 'stores.city_zh', 'stores.city_en', 'stores.address_zh', 'stores.address_en'].map((c) =>
              eb(eb.ref(c as 'stores.name_zh'), 'like', like),
            ),
          ),
        );
      }
      const size = body.page_size ?? STORE_PAGE_SIZE;
      const rows = await q
        .orderBy('stores.province_id')
        .orderBy('stores.id')
        .limit(size)
        .offset(((body.page ?? 1) - 1) * size)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: loc(r, 'name', lang),
        province_id: r.province_id,
        province: loc(r, 'province', lang),
        province_code: r.province_code,
        city: loc(r, 'city', lang),
        address: loc(r, 'address', lang),
        phone: r.phone,
        hours: loc(r, 'hours', lang),
        services: json<string[]>(r.services),
        lat: r.lat,
        lng: r.lng,
      }));
    },
  });
}
