import type { FastifyInstance } from 'fastify';
import { defineCall, json } from '../lib/call.ts';
import { refuse } from '../lib/envelope.ts';
import { loc, t } from '../lib/messages.ts';
import { goodsCard } from './litestore.ts';
import { modelSummary } from './car-info.ts';
import { id, str } from './service-shared.ts';
import { matchesTerms, searchTerms } from '../lib/part-terms.ts';
import { sortAvailableFirst } from '../lib/goods-order.ts';

/** The province to show first when the client IP says nothing useful: the brand's home, Yunnan. */
export const DEFAULT_PROVINCE_CODE = 'yn';

/*
 * A small, illustrative prefix table (major carriers' ranges in each province with stores). It only
 * picks a sensible default for the store finder; the rider can always choose another province.
 */
const PREFIXES: [string, string][] = [
  ['116.52.', 'yn'],
  ['116.53.', 'yn'],
  ['222.172.', 'yn'],
  ['182.242.', 'yn'],
  ['125.70.', 'sc'],
  ['171.208.', 'sc'],
  ['118.112.', 'sc'],
  ['113.204.', 'cq'],
  ['222.176.', 'cq'],
  ['202.98.224.', 'xz'],
  ['117.179.', 'xz'],
  ['113.108.', 'gd'],
  ['14.215.', 'gd'],
  ['183.6.', 'gd'],
  ['218.85.', 'fj'],
  ['27.148.', 'fj'],
  ['110.90.', 'fj'],
  ['61.135.', 'bj'],
  ['123.125.', 'bj'],
  ['114.247.', 'bj'],
  ['202.96.', 'sh'],
  ['101.80.', 'sh'],
  ['180.169.', 'sh'],
  ['60.191.', 'zj'],
  ['115.236.', 'zj'],
  ['122.224.', 'zj'],
  ['58.213.', 'js'],
  ['221.226.', 'js'],
  ['218.26.', 'sx'],
  ['221.204.', 'sx'],
  ['60.166.', 'ah'],
  ['114.96.', 'ah'],
  ['58.19.', 'hb'],
  ['221.234.', 'hb'],
];

/** True for loopback, private, link-local and unique-local addresses (no location to guess). */
export function isPrivateIp(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (/^\d+\.\d+\.\d+\.\d+$/.test(v4)) {
    const [a, b] = v4.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}

/** The province code a client IP suggests, or undefined (private, unknown or IPv6). */
export function provinceCodeForIp(ip: string): string | undefined {
  if (isPrivateIp(ip)) return undefined;
  const v4 = ip.replace(/^::ffff:/i, '');
  return PREFIXES.find(([prefix]) => v4.startsWith(prefix))?.[1];
}

/** Store-finder default province and the parts search (models with parts, parts of a model). */
export async function storesExtraRoutes(app: FastifyInstance): Promise<void> {
  defineCall(app, {
    path: 'api/areas/ip_get_province',
    summary: 'Default province for the store finder from the client IP; private/unknown addresses get Yunnan (source: default)',
    tags: ['stores'],
    async handler({ req, lang, db }) {
      const guessed = provinceCodeForIp(req.ip);
      const codes = guessed ? [guessed, DEFAULT_PROVINCE_CODE] : [DEFAULT_PROVINCE_CODE];
      const rows = await db.selectFrom('provinces').selectAll().where('code', 'in', codes).execute();
      const row =
        rows.find((r) => r.code === guessed) ??
        rows.find((r) => r.code === DEFAULT_PROVINCE_CODE) ??
        (await db.selectFrom('provinces').selectAll().orderBy('id').executeTakeFirst());
      if (!row) return null;
      return {
        id: row.id,
        code: row.code,
        name: loc(row, 'name', lang),
        lat: row.lat,
        lng: row.lng,
        source: row.code === guessed ? 'ip' : 'default',
      };
    },
  });

  const partRows = (db: typeof app.db.db) => db.selectFrom('goods').selectAll().where('kind', '=', 'parts').orderBy('weight').orderBy('id').execute();

  defineCall(app, {
    path: 'addons/litestore/api.goods/get_part_car_types',
    summary: 'Models that have parts, with how many parts fit each',
    tags: ['goods'],
    cache: true,
    async handler({ lang, db }) {
      const parts = (await partRows(db)).filter((p) => p.parent_id === null);
      const counts = new Map<string, number>();
      for (const p of parts) for (const slug of json<string[]>(p.fits)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
      if (counts.size === 0) return [];
      const models = await db
        .selectFrom('car_models')
        .selectAll()
        .where('slug', 'in', [...counts.keys()])
        .orderBy('weight')
        .orderBy('id')
        .execute();
      return models.map((m) => {
        const s = modelSummary(m, lang);
        return {
          car_model_id: s.car_model_id,
          name: s.car_model_name,
          style: s.style,
          cc: s.cc,
          pic: s.pc_publicize_pic,
          parts_count: counts.get(m.slug) ?? 0,
        };
      });
    },
  });

  defineCall<{ car_model_id: number; keyword?: string }>(app, {
    path: 'addons/litestore/api.goods/get_parts',
    summary: 'Parts that fit a model, optionally matching a keyword in the name, category or part number (case, dashes and spaces ignored)',
    tags: ['goods'],
    props: { car_model_id: id, keyword: str(40) },
    required: ['car_model_id'],
    cache: true,
    async handler({ body, lang, db }) {
      const model = await db.selectFrom('car_models').select(['id', 'slug']).where('id', '=', body.car_model_id).executeTakeFirst();
      if (!model) return refuse(t('modelNotFound', lang));
      const rows = await partRows(db);
      // Names and categories in both languages, part numbers, and riders' words for them ("刹车" → levers).
      const terms = searchTerms(body.keyword ?? '');
      const fitting = rows.filter((p) => p.parent_id === null && json<string[]>(p.fits).includes(model.slug));
      const matching = terms.length
        ? fitting.filter((p) => matchesTerms([p.name_zh, p.name_en, p.category_zh, p.category_en, p.part_number], terms))
        : fitting;
      return sortAvailableFirst(matching).map((p) => ({
        ...goodsCard(
          p,
          lang,
          rows.filter((c) => c.parent_id === p.id),
        ),
        description: loc(p, 'description', lang),
      }));
    },
  });
}
