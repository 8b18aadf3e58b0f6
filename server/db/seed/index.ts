import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Db } from '../database.ts';
import * as data from './data/index.ts';
import { mediaUrl } from '../../art/index.ts';

const toCents = (yuan: number) => Math.round(yuan * 100);

/** The day the demo event dates were written for; seeding later moves them forward by whole days. */
const CONTENT_DATE = Date.UTC(2026, 10, 22);
const DAY_MS = 24 * 3600 * 1000;

/**
 * Keeps "upcoming" club events upcoming: moves an event timestamp forward by the whole days since
 * CONTENT_DATE, stored as UTC ISO so it sorts and compares correctly as text.
 */
export function shiftEventDate(iso: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - CONTENT_DATE) / DAY_MS));
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

const columnId = { events: 1, info: 2 } as const;

/** True when the catalog has been seeded already. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('car_models').select('id').limit(1).executeTakeFirst();
  return !!row;
}

/** Inserts the demo content in one transaction (all or nothing). Does nothing when already seeded. */
export async function seed(handle: Db): Promise<boolean> {
  if (await isSeeded(handle.db)) return false;
  await handle.db.transaction().execute(async (trx) => {
    const groupIds = new Map<string, number>();
    const insertGroup = async (type: 'vehicle_series' | 'displacement', slug: string, parent: number | null, name: { zh: string; en: string }, tagline: { zh: string; en: string }, weight: number) => {
      const { id } = await trx
        .insertInto('car_groups')
        .values({ type, slug, parent_id: parent, name_zh: name.zh, name_en: name.en, tagline_zh: tagline.zh, tagline_en: tagline.en, weight })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.set(`${type}:${slug}`, id);
      return id;
    };
    const empty = { zh: '', en: '' };
    for (const s of data.series) {
      const id = await insertGroup('vehicle_series', s.slug, null, s.name, s.tagline, s.weight);
      for (const sub of s.subGroups) await insertGroup('vehicle_series', `${s.slug}/${sub.slug}`, id, sub.name, empty, sub.weight);
    }
    for (const d of data.displacements) {
      const id = await insertGroup('displacement', d.slug, null, d.name, empty, d.weight);
      for (const sub of d.subGroups) await insertGroup('displacement', `${d.slug}/${sub.slug}`, id, sub.name, empty, sub.weight);
    }

    for (const [i, m] of data.models.entries()) {
      const seriesId = groupIds.get(`vehicle_series:${m.seriesSlug}/${m.seriesSubGroupSlug}`);
      const dispId = groupIds.get(`displacement:${m.displacementSlug}/${m.displacementSubGroupSlug}`);
      if (!seriesId || !dispId) throw new Error(`seed: model ${m.slug} references a missing group`);
      const { id } = await trx
        .insertInto('car_models')
        .values({
          slug: m.slug,
          name_zh: m.name.zh,
          name_en: m.name.en,
          style: m.style,
          cc: m.cc,
          series_group_id: seriesId,
          displacement_group_id: dispId,
          description_zh: m.description.zh,
          description_en: m.description.en,
          highlights: JSON.stringify(m.highlights),
          retail_price: m.retailPrice,
          activity_price: m.activityPrice,
          recommended: m.recommended ? 1 : 0,
          weight: i,
          colors: JSON.stringify(m.colors),
          vehicle_params: JSON.stringify(m.vehicleParams),
          engine_params: JSON.stringify(m.engineParams),
          basic_config: JSON.stringify(m.basicConfig),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [w, v] of m.versions.entries()) {
        await trx
          .insertInto('car_versions')
          .values({ car_model_id: id, slug: v.slug, name_zh: v.name.zh, name_en: v.name.en, retail_price: v.retailPrice, activity_price: v.activityPrice, param_overrides: JSON.stringify(v.paramOverrides), weight: w })
          .execute();
      }
    }

    for (const [i, g] of data.goods.entries()) {
      const base = {
        kind: g.kind,
        category_zh: g.category.zh,
        category_en: g.category.en,
        description_zh: g.description.zh,
        description_en: g.description.en,
        art: g.art,
        hex: g.hex,
        part_number: g.partNumber,
        fits: JSON.stringify(g.fitsModelSlugs),
        weight: i,
      };
      const { id } = await trx
        .insertInto('goods')
        .values({ ...base, slug: g.slug, parent_id: null, name_zh: g.name.zh, name_en: g.name.en, price_cents: toCents(g.purchasePrice), stock: g.stock })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [w, c] of g.children.entries()) {
        await trx
          .insertInto('goods')
          .values({ ...base, weight: w, slug: `${g.slug}--${c.slug}`, parent_id: id, name_zh: c.name.zh, name_en: c.name.en, price_cents: toCents(c.purchasePrice), stock: c.stock })
          .execute();
      }
    }

    for (const [i, p] of data.partners.entries()) {
      await trx.insertInto('partners').values({ title_zh: p.title.zh, title_en: p.title.en, url: p.url, weight: i }).execute();
    }
    for (const [i, c] of data.countries.entries()) {
      await trx.insertInto('countries').values({ continent: c.continent, en_name: c.enName, icon: c.icon, jump_type: c.jumpType, jump_url: c.jumpUrl, weight: i }).execute();
    }
    for (const [i, n] of data.news.entries()) {
      await trx
        .insertInto('news')
        .values({
          slug: n.slug,
          column_id: columnId[n.column],
          title_zh: n.title.zh,
          title_en: n.title.en,
          summary_zh: n.summary.zh,
          summary_en: n.summary.en,
          body_zh: n.bodyHtml.zh,
          body_en: n.bodyHtml.en,
          cover: mediaUrl.scene(n.art as never, (i * 37) % 1000),
          published_at: n.publishedAt,
        })
        .execute();
    }
    for (const [i, b] of data.banners.entries()) {
      await trx
        .insertInto('banners')
        .values({ position: b.position, title_zh: b.title.zh, title_en: b.title.en, subtitle_zh: b.subtitle.zh, subtitle_en: b.subtitle.en, image: mediaUrl.scene(b.art as never, i * 101), link: b.link, weight: i })
        .execute();
    }
    for (const h of data.honors) {
      await trx.insertInto('honors').values({ category: h.category, year: h.year, title_zh: h.title.zh, title_en: h.title.en, issuer_zh: h.issuer.zh, issuer_en: h.issuer.en }).execute();
    }
    for (const [i, e] of data.events.entries()) {
      await trx
        .insertInto('activities')
        .values({
          slug: e.slug,
          title_zh: e.title.zh,
          title_en: e.title.en,
          description_zh: e.description.zh,
          description_en: e.description.en,
          location_zh: e.location.zh,
          location_en: e.location.en,
          starts_at: shiftEventDate(e.startsAt),
          ends_at: shiftEventDate(e.endsAt),
          signup_deadline: shiftEventDate(e.signupDeadline),
          capacity: e.capacity,
          cover: mediaUrl.scene(e.art as never, 500 + i * 53),
        })
        .execute();
    }
    const provinceIds = new Map<string, number>();
    for (const p of data.provinces) {
      const { id } = await trx.insertInto('provinces').values({ code: p.code, name_zh: p.name.zh, name_en: p.name.en, lat: p.lat, lng: p.lng }).returning('id').executeTakeFirstOrThrow();
      provinceIds.set(p.code, id);
    }
    for (const s of data.stores) {
      const provinceId = provinceIds.get(s.provinceCode);
      if (!provinceId) throw new Error(`seed: store ${s.slug} references a missing province`);
      await trx
        .insertInto('stores')
        .values({
          slug: s.slug,
          province_id: provinceId,
          city_zh: s.city.zh,
          city_en: s.city.en,
          name_zh: s.name.zh,
          name_en: s.name.en,
          address_zh: s.address.zh,
          address_en: s.address.en,
          phone: s.phone,
          hours_zh: s.hours.zh,
          hours_en: s.hours.en,
          services: JSON.stringify(s.services),
          lat: s.lat,
          lng: s.lng,
        })
        .execute();
    }
  });
  return true;
}
