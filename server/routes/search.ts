import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ParamRow } from '../db/seed/types.ts';
import { defineCall, json } from '../lib/call.ts';
import { loc, locText } from '../lib/messages.ts';
import { servicePageDocs, type SearchDoc } from '../../src/config/search-pages.ts';
import zhService from '../../src/locales/zh/service.json' with { type: 'json' };
import enService from '../../src/locales/en/service.json' with { type: 'json' };

/**
 * Bounds per type: the whole public catalogue at the seeded scale, and a reply that stays a few hundred
 * KB at a 100× catalogue (the newest news, the first models and goods by weight; every store up to the
 * store finder's own bound).
 */
export const SEARCH_LIMITS = { model: 400, goods: 600, news: 300, store: 5000 } as const;

/** A snippet is one line under a title: long descriptions are cut at this many characters. */
const SNIPPET_CHARS = 90;

function cut(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > SNIPPET_CHARS ? `${plain.slice(0, SNIPPET_CHARS - 1)}…` : plain;
}

/** The spec rows a rider searches by (ABS, traction control, riding modes) as words. */
const SPEC_LABELS = new Set(['ABS', 'Traction Control', 'Riding Modes', 'Quickshifter', 'Cruise Control']);

async function modelDocs(db: Kysely<Database>, lang: number): Promise<SearchDoc[]> {
  const [models, groups] = await Promise.all([
    db
      .selectFrom('car_models')
      .select(['id', 'name_zh', 'name_en', 'description_zh', 'description_en', 'basic_config', 'series_group_id', 'cc'])
      .orderBy('weight')
      .orderBy('id')
      .limit(SEARCH_LIMITS.model)
      .execute(),
    db.selectFrom('car_groups').select(['id', 'parent_id', 'name_zh', 'name_en']).where('type', '=', 'vehicle_series').execute(),
  ]);
  const group = new Map(groups.map((g) => [g.id, g]));
  return models.map((m) => {
    const sub = group.get(m.series_group_id);
    const top = sub?.parent_id ? group.get(sub.parent_id) : undefined;
    const specs = json<ParamRow[]>(m.basic_config)
      .filter((r) => SPEC_LABELS.has(r.label.en) && r.value.en !== '—')
      .map((r) => locText(r.value, lang));
    return {
      id: `model:${m.id}`,
      type: 'model',
      title: loc(m, 'name', lang),
      snippet: cut(loc(m, 'description', lang)),
      keywords: [top && loc(top, 'name', lang), sub && loc(sub, 'name', lang), `${m.cc}cc`, ...specs].filter(Boolean).join(' '),
      path: `/pages/detail/car_model_id/${m.id}`,
    };
  });
}

async function goodsDocs(db: Kysely<Database>, lang: number): Promise<SearchDoc[]> {
  const rows = await db
    .selectFrom('goods')
    .select(['id', 'kind', 'name_zh', 'name_en', 'category_zh', 'category_en', 'part_number'])
    .where('parent_id', 'is', null)
    .orderBy('weight')
    .orderBy('id')
    .limit(SEARCH_LIMITS.goods)
    .execute();
  return rows.map((g) => ({
    id: `goods:${g.id}`,
    type: 'goods',
    title: loc(g, 'name', lang),
    snippet: loc(g, 'category', lang),
    keywords: g.part_number,
    path: `/attachmentDetail?id=${g.id}&type=${g.kind === 'equip' ? 2 : 1}`,
  }));
}

async function newsDocs(db: Kysely<Database>, lang: number): Promise<SearchDoc[]> {
  const rows = await db
    .selectFrom('news')
    .select(['id', 'title_zh', 'title_en', 'summary_zh', 'summary_en'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SEARCH_LIMITS.news)
    .execute();
  return rows.map((n) => ({
    id: `news:${n.id}`,
    type: 'news',
    title: loc(n, 'title', lang),
    snippet: cut(loc(n, 'summary', lang)),
    keywords: '',
    path: `/newsDetail?id=${n.id}`,
  }));
}

async function storeDocs(db: Kysely<Database>, lang: number): Promise<SearchDoc[]> {
  const rows = await db
    .selectFrom('stores')
    .innerJoin('provinces', 'provinces.id', 'stores.province_id')
    .select([
      'stores.id',
      'stores.province_id',
      'stores.name_zh',
      'stores.name_en',
      'stores.city_zh',
      'stores.city_en',
      'stores.address_zh',
      'stores.address_en',
    ])
    .select(['provinces.name_zh as province_zh', 'provinces.name_en as province_en'])
    .orderBy('stores.province_id')
    .orderBy('stores.id')
    .limit(SEARCH_LIMITS.store)
    .execute();
  return rows.map((s) => ({
    id: `store:${s.id}`,
    type: 'store',
    title: loc(s, 'name', lang),
    snippet: loc(s, 'address', lang),
    keywords: `${loc(s, 'city', lang)} ${loc(s, 'province', lang)}`,
    path: `/market?province_id=${s.province_id}`,
  }));
}

/** Site search: the whole public catalogue as compact documents the client indexes (and keeps offline). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/search/get_search_index',
    summary: 'Site search index: models, goods, news, stores and service pages in the request language, each with type, title, snippet and site path',
    tags: ['search'],
    cache: true,
    async handler({ lang, db }) {
      const [models, goods, news, stores] = await Promise.all([modelDocs(db, lang), goodsDocs(db, lang), newsDocs(db, lang), storeDocs(db, lang)]);
      return { docs: [...models, ...goods, ...news, ...stores, ...servicePageDocs(lang === 1 ? enService : zhService)] };
    },
  });
}
