import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { CarModelTable, Database } from '../db/schema.ts';
import type { BikeStyle, ParamRow, SeedColor } from '../db/seed/types.ts';
import { defineCall, json } from '../lib/call.ts';
import { notFound } from '../lib/envelope.ts';
import { loc, locText, t } from '../lib/messages.ts';
import { mediaUrl } from '../art/index.ts';

type ModelRow = Selectable<CarModelTable>;
const VIEWS = ['side', 'front', 'rear', 'detail', 'scene'] as const;

/** Gallery pictures for one colour of a model. */
export function modelPictures(style: string, color: SeedColor): { kind: string; url: string }[] {
  return VIEWS.map((view) => ({ kind: view, url: mediaUrl.moto(style as BikeStyle, view, color.hex, color.accent) }));
}

/** The list item form of a model used by menus, series pages and recommendations. */
export function modelSummary(m: ModelRow, lang: number) {
  const colors = json<SeedColor[]>(m.colors);
  const name = loc(m, 'name', lang);
  return {
    car_model_id: m.id,
    slug: m.slug,
    car_model_name: name,
    model_name: name,
    description: loc(m, 'description', lang),
    pc_publicize_pic: mediaUrl.moto(m.style as BikeStyle, 'side', colors[0].hex, colors[0].accent),
    style: m.style,
    cc: m.cc,
    retail_price: m.retail_price,
    activity_price: m.activity_price,
    colors: colors.map((c) => ({ slug: c.slug, name: locText(c.name, lang), hex: c.hex })),
  };
}

type MenuRow = Pick<
  ModelRow,
  'id' | 'name_zh' | 'name_en' | 'description_zh' | 'description_en' | 'style' | 'cc' | 'retail_price' | 'activity_price' | 'colors'
>;

/**
 * The menu form of a model (get_cars_by_type): what the mega-menu, the series pages and the footer show,
 * and nothing else: at SEED_SCALE=100 (2,800 models) the colours and parameter tables would dominate the reply.
 */
export function menuModel(m: MenuRow, lang: number) {
  const [color] = json<SeedColor[]>(m.colors);
  return {
    car_model_id: m.id,
    car_model_name: loc(m, 'name', lang),
    description: loc(m, 'description', lang),
    pc_publicize_pic: mediaUrl.moto(m.style as BikeStyle, 'side', color.hex, color.accent),
    style: m.style,
    cc: m.cc,
    retail_price: m.retail_price,
    activity_price: m.activity_price,
  };
}

function localizeParams(rows: ParamRow[], lang: number) {
  return rows.map((r) => ({ key: r.label.en, label: locText(r.label, lang), value: locText(r.value, lang) }));
}

/** Applies a version's overrides to the base parameter lists, matching rows by English label. */
export function applyOverrides(base: { vehicle: ParamRow[]; engine: ParamRow[]; config: ParamRow[] }, overrides: ParamRow[]) {
  const lists = { vehicle: [...base.vehicle], engine: [...base.engine], config: [...base.config] };
  for (const o of overrides) {
    let placed = false;
    for (const list of Object.values(lists)) {
      const i = list.findIndex((r) => r.label.en === o.label.en);
      if (i >= 0) {
        list[i] = o;
        placed = true;
      }
    }
    if (!placed) lists.config.push(o);
  }
  return lists;
}

async function findModel(db: Kysely<Database>, id: number) {
  return db.selectFrom('car_models').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Vehicle catalog: menu groups, model detail, versions, pictures and recommendations. */
export async function carInfoRoutes(app: FastifyInstance): Promise<void> {
  defineCall<{ type: 'vehicle_series' | 'displacement' }>(app, {
    path: 'api/car_info/get_cars_by_type',
    summary: 'Model groups by series or displacement: group → sub-group → model, sorted by weight ascending',
    tags: ['catalog'],
    props: { type: { type: 'string', enum: ['vehicle_series', 'displacement'] } },
    required: ['type'],
    cache: true,
    async handler({ body, lang, db }) {
      const groups = await db.selectFrom('car_groups').selectAll().where('type', '=', body.type).orderBy('weight').orderBy('id').execute();
      const col = body.type === 'vehicle_series' ? 'series_group_id' : 'displacement_group_id';
      // Only the columns the menu shows, in one query: the parameter tables are most of a model's row.
      const models = await db
        .selectFrom('car_models')
        .select(['id', 'name_zh', 'name_en', 'description_zh', 'description_en', 'style', 'cc', 'retail_price', 'activity_price', 'colors', col])
        .orderBy('weight')
        .orderBy('id')
        .execute();
      const bySub = new Map<number, MenuRow[]>();
      for (const m of models) bySub.set(m[col], [...(bySub.get(m[col]) ?? []), m]);
      const top = groups.filter((g) => g.parent_id === null);
      return top.map((g) => ({
        id: g.id,
        slug: g.slug,
        name: loc(g, 'name', lang),
        tagline: loc(g, 'tagline', lang),
        weight: g.weight,
        children: groups
          .filter((s) => s.parent_id === g.id)
          .map((s) => ({
            id: s.id,
            slug: s.slug,
            name: loc(s, 'name', lang),
            weight: s.weight,
            children: (bySub.get(s.id) ?? []).map((m) => menuModel(m, lang)),
          })),
      }));
    },
  });

  defineCall<{ car_model_id: number }>(app, {
    path: 'api/car_info/get_car_info',
    summary:
      'One model: texts, prices, colours with pictures, versions, parameters and related models. Unknown id: code 0, data null, reason not_found.',
    tags: ['catalog'],
    props: { car_model_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['car_model_id'],
    cache: true,
    async handler({ body, lang, db }) {
      const m = await findModel(db, body.car_model_id);
      if (!m) return notFound(t('modelNotFound', lang));
      const [versions, series, related] = await Promise.all([
        db.selectFrom('car_versions').selectAll().where('car_model_id', '=', m.id).orderBy('weight').execute(),
        db.selectFrom('car_groups').selectAll().where('id', '=', m.series_group_id).executeTakeFirst(),
        db
          .selectFrom('car_models')
          .selectAll()
          .where('id', '!=', m.id)
          .where((eb) => eb.or([eb('series_group_id', '=', m.series_group_id), eb('displacement_group_id', '=', m.displacement_group_id)]))
          .orderBy('weight')
          .limit(4)
          .execute(),
      ]);
      const parent = series?.parent_id ? await db.selectFrom('car_groups').selectAll().where('id', '=', series.parent_id).executeTakeFirst() : series;
      const colors = json<SeedColor[]>(m.colors);
      return {
        ...modelSummary(m, lang),
        highlights: json<{ zh: string; en: string }[]>(m.highlights).map((h) => locText(h, lang)),
        series: parent ? { id: parent.id, slug: parent.slug, name: loc(parent, 'name', lang) } : null,
        colors: colors.map((c) => ({ slug: c.slug, name: locText(c.name, lang), hex: c.hex, accent: c.accent, pics: modelPictures(m.style, c) })),
        versions: versions.map((v) => ({
          id: v.id,
          slug: v.slug,
          name: loc(v, 'name', lang),
          retail_price: v.retail_price,
          activity_price: v.activity_price,
        })),
        vehicle_params: localizeParams(json(m.vehicle_params), lang),
        engine_params: localizeParams(json(m.engine_params), lang),
        basic_config: localizeParams(json(m.basic_config), lang),
        related: related.map((r) => modelSummary(r, lang)),
      };
    },
  });

  defineCall<{ car_model_id: number; version_id?: number }>(app, {
    path: 'api/car_info/car_version_params',
    summary: "A version's prices and its parameters (base parameters with the version's overrides). Unknown id: code 0, data null, reason not_found.",
    tags: ['catalog'],
    props: { car_model_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, version_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    required: ['car_model_id'],
    cache: true,
    async handler({ body, lang, db }) {
      const m = await findModel(db, body.car_model_id);
      if (!m) return notFound(t('modelNotFound', lang));
      let q = db.selectFrom('car_versions').selectAll().where('car_model_id', '=', m.id);
      q = body.version_id ? q.where('id', '=', body.version_id) : q.orderBy('weight').limit(1);
      const v = await q.executeTakeFirst();
      if (!v) return notFound(t('modelNotFound', lang));
      const lists = applyOverrides(
        { vehicle: json(m.vehicle_params), engine: json(m.engine_params), config: json(m.basic_config) },
        json(v.param_overrides),
      );
      return {
        version: { id: v.id, slug: v.slug, name: loc(v, 'name', lang), retail_price: v.retail_price, activity_price: v.activity_price },
        vehicle_params: localizeParams(lists.vehicle, lang),
        engine_params: localizeParams(lists.engine, lang),
        basic_config: localizeParams(lists.config, lang),
      };
    },
  });

  defineCall<{ car_model_id: number; color?: string }>(app, {
    path: 'api/car_info/car_pics',
    summary: 'Gallery pictures of a model, for one colour (default: the first). Unknown id: code 0, data null, reason not_found.',
    tags: ['catalog'],
    props: { car_model_id: { type: 'integer', minimum: 1, maximum: 2147483647 }, color: { type: 'string', maxLength: 40 } },
    required: ['car_model_id'],
    cache: true,
    async handler({ body, lang, db }) {
      const m = await findModel(db, body.car_model_id);
      if (!m) return notFound(t('modelNotFound', lang));
      const colors = json<SeedColor[]>(m.colors);
      const color = colors.find((c) => c.slug === body.color) ?? colors[0];
      return { color: { slug: color.slug, name: locText(color.name, lang), hex: color.hex }, list: modelPictures(m.style, color) };
    },
  });

  defineCall(app, {
    path: 'api/car_info/is_recommend_car',
    summary: 'Recommended models for the home page',
    tags: ['catalog'],
    cache: true,
    async handler({ lang, db }) {
      const rows = await db.selectFrom('car_models').selectAll().where('recommended', '=', 1).orderBy('weight').orderBy('id').execute();
      return rows.map((m) => modelSummary(m, lang));
    },
  });
}
