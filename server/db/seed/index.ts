import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { Db } from '../database.ts';
import * as data from './data/index.ts';
import { mediaUrl } from '../../art/index.ts';
import { insertChunked, nextId, syncSequences } from './bulk.ts';
import { scaleCatalog, type CatalogData } from './scale.ts';
import { EVENT_PLACES } from './data/event-places.ts';

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

type Trx = Kysely<Database>;
type Bilingual = { zh: string; en: string };

/** Series and displacement groups with their sub-groups, ids assigned in today's insertion order. */
async function insertGroups(trx: Trx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const rows: Insertable<Database['car_groups']>[] = [];
  let id = await nextId(trx, 'car_groups');
  const add = (type: 'vehicle_series' | 'displacement', slug: string, parent: number | null, name: Bilingual, tagline: Bilingual, weight: number) => {
    rows.push({ id, type, slug, parent_id: parent, name_zh: name.zh, name_en: name.en, tagline_zh: tagline.zh, tagline_en: tagline.en, weight });
    ids.set(`${type}:${slug}`, id);
    return id++;
  };
  const empty = { zh: '', en: '' };
  for (const s of data.series) {
    const top = add('vehicle_series', s.slug, null, s.name, s.tagline, s.weight);
    for (const sub of s.subGroups) add('vehicle_series', `${s.slug}/${sub.slug}`, top, sub.name, empty, sub.weight);
  }
  for (const d of data.displacements) {
    const top = add('displacement', d.slug, null, d.name, empty, d.weight);
    for (const sub of d.subGroups) add('displacement', `${d.slug}/${sub.slug}`, top, sub.name, empty, sub.weight);
  }
  await insertChunked(trx, 'car_groups', rows);
  return ids;
}

async function insertModels(trx: Trx, models: CatalogData['models'], groupIds: Map<string, number>): Promise<void> {
  const rows: Insertable<Database['car_models']>[] = [];
  const versions: Insertable<Database['car_versions']>[] = [];
  const first = await nextId(trx, 'car_models');
  for (const [i, m] of models.entries()) {
    const seriesId = groupIds.get(`vehicle_series:${m.seriesSlug}/${m.seriesSubGroupSlug}`);
    const dispId = groupIds.get(`displacement:${m.displacementSlug}/${m.displacementSubGroupSlug}`);
    if (!seriesId || !dispId) throw new Error(`seed: model ${m.slug} references a missing group`);
    const id = first + i;
    rows.push({
      id,
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
    });
    for (const [w, v] of m.versions.entries()) {
      versions.push({
        car_model_id: id,
        slug: v.slug,
        name_zh: v.name.zh,
        name_en: v.name.en,
        retail_price: v.retailPrice,
        activity_price: v.activityPrice,
        param_overrides: JSON.stringify(v.paramOverrides),
        weight: w,
      });
    }
  }
  await insertChunked(trx, 'car_models', rows);
  await insertChunked(trx, 'car_versions', versions);
}

/** Each parent directly followed by its variants, as the ids have always been laid out. */
async function insertGoods(trx: Trx, goods: CatalogData['goods']): Promise<void> {
  const rows: Insertable<Database['goods']>[] = [];
  let id = await nextId(trx, 'goods');
  for (const [i, g] of goods.entries()) {
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
    };
    const parent = id++;
    rows.push({
      id: parent,
      ...base,
      weight: i,
      slug: g.slug,
      parent_id: null,
      name_zh: g.name.zh,
      name_en: g.name.en,
      price_cents: toCents(g.purchasePrice),
      stock: g.stock,
    });
    for (const [w, c] of g.children.entries()) {
      rows.push({
        id: id++,
        ...base,
        weight: w,
        slug: `${g.slug}--${c.slug}`,
        parent_id: parent,
        name_zh: c.name.zh,
        name_en: c.name.en,
        price_cents: toCents(c.purchasePrice),
        stock: c.stock,
      });
    }
  }
  await insertChunked(trx, 'goods', rows);
}

async function insertStores(trx: Trx, stores: CatalogData['stores']): Promise<void> {
  const provinceIds = new Map<string, number>();
  const first = await nextId(trx, 'provinces');
  const provinces = data.provinces.map((p, i) => {
    provinceIds.set(p.code, first + i);
    return { id: first + i, code: p.code, name_zh: p.name.zh, name_en: p.name.en, lat: p.lat, lng: p.lng };
  });
  await insertChunked(trx, 'provinces', provinces);
  const rows = stores.map((s) => {
    const provinceId = provinceIds.get(s.provinceCode);
    if (!provinceId) throw new Error(`seed: store ${s.slug} references a missing province`);
    return {
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
    };
  });
  await insertChunked(trx, 'stores', rows);
}

/** Partners, countries, banners, honours and club events: fixed size at every scale. */
async function insertSiteContent(trx: Trx): Promise<void> {
  await insertChunked(
    trx,
    'partners',
    data.partners.map((p, i) => ({ title_zh: p.title.zh, title_en: p.title.en, url: p.url, weight: i })),
  );
  await insertChunked(
    trx,
    'countries',
    data.countries.map((c, i) => ({
      continent: c.continent,
      en_name: c.enName,
      icon: c.icon,
      jump_type: c.jumpType,
      jump_url: c.jumpUrl,
      weight: i,
    })),
  );
  await insertChunked(
    trx,
    'banners',
    data.banners.map((b, i) => ({
      position: b.position,
      title_zh: b.title.zh,
      title_en: b.title.en,
      subtitle_zh: b.subtitle.zh,
      subtitle_en: b.subtitle.en,
      image: mediaUrl.scene(b.art as never, i * 101),
      link: b.link,
      weight: i,
    })),
  );
  await insertChunked(
    trx,
    'honors',
    data.honors.map((h) => ({
      category: h.category,
      year: h.year,
      title_zh: h.title.zh,
      title_en: h.title.en,
      issuer_zh: h.issuer.zh,
      issuer_en: h.issuer.en,
    })),
  );
  await insertChunked(
    trx,
    'activities',
    data.events.map((e, i) => ({
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
      lat: EVENT_PLACES[e.slug]?.lat ?? null,
      lng: EVENT_PLACES[e.slug]?.lng ?? null,
    })),
  );
}

/**
 * Inserts the demo content in one transaction (all or nothing), in chunked multi-row inserts. `scale`
 * (SEED_SCALE) multiplies the catalog: models, goods, news and stores (scale 1 is the hand-written
 * content as it always was). Does nothing when already seeded.
 */
export async function seed(handle: Db, scale = 1): Promise<boolean> {
  if (await isSeeded(handle.db)) return false;
  const catalog = scaleCatalog({ models: data.models, goods: data.goods, news: data.news, stores: data.stores }, scale);
  await handle.db.transaction().execute(async (trx) => {
    const groupIds = await insertGroups(trx);
    await insertModels(trx, catalog.models, groupIds);
    await insertGoods(trx, catalog.goods);
    await insertChunked(
      trx,
      'news',
      catalog.news.map((n, i) => ({
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
      })),
    );
    await insertSiteContent(trx);
    await insertStores(trx, catalog.stores);
    await syncSequences(trx, handle.dialect, ['car_groups', 'car_models', 'goods', 'provinces']);
  });
  return true;
}
