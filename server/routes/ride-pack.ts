import type { FastifyInstance } from 'fastify';
import { defineCall } from '../lib/call.ts';
import { ApiError } from '../lib/envelope.ts';
import { loc } from '../lib/messages.ts';
import { idProp } from '../lib/schema-limits.ts';
import { buildManifest } from '../ride-pack/manifest.ts';
import { packMessage } from '../ride-pack/messages.ts';
import { choicePaths, POLICY_PAGES, seriesModels, shopCategories, type PolicyPage } from '../ride-pack/pages.ts';

/** Pages one pack may hold (both languages counted): a few series with their models, goods and provinces. */
export const PACK_MAX_PAGES = 120;

interface ManifestBody {
  series?: string[];
  goods?: number[];
  /** Kept for clients and stored choices from before categories: every goods item. */
  all_goods?: 0 | 1;
  categories?: string[];
  provinces?: number[];
  policies?: PolicyPage[];
  langs: (0 | 1)[];
  width: number;
  dpr: number;
  format: 'avif' | 'webp' | 'jpg';
  save_data?: 0 | 1;
}

/** The ride pack ("save for offline"): what can be chosen, and the files a choice needs with their sizes. */
export async function ridePackRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/ride_pack/options',
    summary:
      'What a ride pack can hold: series with their model counts, shop categories with their goods counts, provinces with stores, policy pages',
    tags: ['ride pack'],
    // Not memoised: the memoised calls are the worker's catalog calls, and choosing a pack is online only.
    async handler({ lang, db }) {
      const tops = await db
        .selectFrom('car_groups')
        .select(['slug', 'name_zh', 'name_en'])
        .where('type', '=', 'vehicle_series')
        .where('parent_id', 'is', null)
        .orderBy('weight')
        .orderBy('id')
        .execute();
      const models = await seriesModels(
        db,
        tops.map((t) => t.slug),
      );
      const categories = await shopCategories(db);
      const provinces = await db
        .selectFrom('provinces')
        .innerJoin('stores', 'stores.province_id', 'provinces.id')
        .select(['provinces.id', 'provinces.name_zh', 'provinces.name_en'])
        .select((eb) => eb.fn.count<number>('stores.id').as('store_count'))
        .groupBy(['provinces.id', 'provinces.name_zh', 'provinces.name_en'])
        .orderBy('provinces.id')
        .execute();
      return {
        series: tops.map((t) => ({ slug: t.slug, name: loc(t, 'name', lang), models: models.get(t.slug)?.length ?? 0 })),
        goods_count: categories.reduce((n, c) => n + c.count, 0),
        categories: categories.map((c) => ({ key: c.key, kind: c.kind, name: loc(c, 'name', lang), count: c.count })),
        provinces: provinces.map((p) => ({ id: p.id, name: loc(p, 'name', lang), store_count: Number(p.store_count) })),
        policies: [...POLICY_PAGES],
        max_pages: PACK_MAX_PAGES,
      };
    },
  });

  defineCall<ManifestBody>(app, {
    path: 'api/ride_pack/manifest',
    summary: 'The files a ride pack needs (pages, catalog answers, pictures for this screen, script chunks) with their real sizes',
    tags: ['ride pack'],
    props: {
      series: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', maxLength: 40, pattern: '^[a-z0-9-]{1,40}$' } },
      goods: { type: 'array', maxItems: 100, uniqueItems: true, items: idProp },
      all_goods: { type: 'integer', enum: [0, 1], description: 'Every goods item (older clients; categories is the choice now)' },
      categories: {
        type: 'array',
        maxItems: 40,
        uniqueItems: true,
        items: { type: 'string', maxLength: 40, pattern: '^[a-z0-9-]{1,40}$' },
        description: 'Shop category keys (as api.goods/index names them): their list pages and goods',
      },
      provinces: { type: 'array', maxItems: 40, uniqueItems: true, items: idProp },
      policies: { type: 'array', maxItems: POLICY_PAGES.length, uniqueItems: true, items: { type: 'string', enum: [...POLICY_PAGES] } },
      langs: { type: 'array', minItems: 1, maxItems: 2, uniqueItems: true, items: { type: 'integer', enum: [0, 1] } },
      width: { type: 'integer', minimum: 240, maximum: 3840, description: 'CSS width of the screen the pack is for' },
      dpr: { type: 'number', minimum: 1, maximum: 4, description: 'Device pixel ratio' },
      format: { type: 'string', enum: ['avif', 'webp', 'jpg'], description: 'Best picture format the browser decodes' },
      save_data: { type: 'integer', enum: [0, 1], description: '1: the smaller picture variants data saver uses' },
    },
    required: ['langs', 'width', 'dpr', 'format'],
    async handler({ body, lang, db }) {
      const choice = {
        series: body.series ?? [],
        goods: body.goods ?? [],
        allGoods: body.all_goods === 1,
        categories: body.categories ?? [],
        provinces: body.provinces ?? [],
        policies: body.policies ?? [],
        langs: body.langs,
      };
      const pages = await choicePaths(db, choice);
      if (pages.length === 0) throw new ApiError(400, packMessage('emptyChoice', lang));
      if (pages.length > PACK_MAX_PAGES) throw new ApiError(400, packMessage('tooManyPages', lang, { max: PACK_MAX_PAGES }));
      const screen = { width: body.width, dpr: body.dpr, format: body.format, saveData: body.save_data === 1 };
      const items = await buildManifest(app, pages, screen);
      return {
        items,
        pages: items.filter((i) => i.kind === 'page').length,
        count: items.length,
        total_bytes: items.reduce((n, i) => n + i.bytes, 0),
        built_at: new Date().toISOString(),
      };
    },
  });
}
