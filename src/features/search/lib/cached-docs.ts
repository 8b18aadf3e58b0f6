// Offline, before the full index was ever fetched: search what other pages already saved. Features do
// not import each other, so the saved answers are read by their query keys and checked field by field.
import type { QueryKey } from '@tanstack/react-query';
import type { SearchDoc } from '../../../config/search-pages.ts';

type Row = Record<string, unknown>;

const isRow = (v: unknown): v is Row => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter(isRow) : []);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** A catalog answer as cached: stamped queries keep `{ data, storedAt }` (src/lib/as-of.ts). */
function unwrap(data: unknown): unknown {
  return isRow(data) && 'storedAt' in data && 'data' in data ? data.data : data;
}

function models(groups: unknown): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (const g of rows(groups))
    for (const sub of rows(g.children))
      for (const m of rows(sub.children)) {
        const id = num(m.car_model_id);
        const title = text(m.car_model_name) || text(m.model_name);
        if (id && title)
          out.push({
            id: `model:${id}`,
            type: 'model',
            title,
            snippet: text(m.description),
            keywords: `${text(g.name)} ${text(sub.name)}`,
            path: `/pages/detail/car_model_id/${id}`,
          });
      }
  return out;
}

function goods(type: 1 | 2) {
  return (list: unknown): SearchDoc[] =>
    rows(list).flatMap((g) => {
      const id = num(g.id);
      const title = text(g.name) || text(g.title);
      return id && title
        ? [
            {
              id: `goods:${id}`,
              type: 'goods' as const,
              title,
              snippet: text(g.category),
              keywords: '',
              path: `/attachmentDetail?id=${id}&type=${type}`,
            },
          ]
        : [];
    });
}

function news(page: unknown): SearchDoc[] {
  return rows(isRow(page) ? page.list : []).flatMap((n) => {
    const id = num(n.id);
    const title = text(n.title);
    return id && title
      ? [{ id: `news:${id}`, type: 'news' as const, title, snippet: text(n.summary), keywords: '', path: `/newsDetail?id=${id}` }]
      : [];
  });
}

function stores(list: unknown): SearchDoc[] {
  return rows(list).flatMap((s) => {
    const id = num(s.id);
    const title = text(s.name);
    const province = num(s.province_id);
    return id && title
      ? [
          {
            id: `store:${id}`,
            type: 'store' as const,
            title,
            snippet: text(s.address),
            keywords: `${text(s.city)} ${text(s.province)}`,
            path: province ? `/market?province_id=${province}` : '/market',
          },
        ]
      : [];
  });
}

/** The saved queries search can read: key prefix, where the key holds lang, and how to read the data. */
const SOURCES: { prefix: readonly [string, string]; langAt: number; read: (data: unknown) => SearchDoc[] }[] = [
  { prefix: ['catalog', 'car-groups'], langAt: 3, read: models },
  { prefix: ['catalog', 'parts-goods'], langAt: 2, read: goods(1) },
  { prefix: ['catalog', 'equip-goods'], langAt: 2, read: goods(2) },
  { prefix: ['catalog', 'latest-news'], langAt: 3, read: news },
  { prefix: ['content', 'lists'], langAt: 2, read: news },
  { prefix: ['service', 'stores'], langAt: 2, read: stores },
];

/** The query-key prefixes read offline (for `queryClient.getQueriesData`). */
export const CACHED_SOURCE_PREFIXES = SOURCES.map((s) => s.prefix);

/** Search documents from saved catalog answers in one language (any other key or shape is skipped). */
export function docsFromCachedQueries(entries: readonly (readonly [QueryKey, unknown])[], lang: 0 | 1): SearchDoc[] {
  const out: SearchDoc[] = [];
  for (const [key, data] of entries) {
    const source = SOURCES.find((s) => key[0] === s.prefix[0] && key[1] === s.prefix[1] && key[s.langAt] === lang);
    if (source && data !== undefined) out.push(...source.read(unwrap(data)));
  }
  return out;
}
