import { BODY_HEADER, CATALOG_CACHE, STORED_AT_HEADER } from '../../sw/cache-names.ts';

/** A model or news item whose answer the service worker holds, so it opens offline. */
export interface CachedItem {
  kind: 'model' | 'news';
  id: number;
  title: string;
  storedAt: number;
}

/** What else is browsable offline: which list calls have a stored answer in this language. */
export interface CachedCatalog {
  items: CachedItem[];
  lists: { models: boolean; news: boolean; stores: boolean; club: boolean };
}

const ITEM_CALLS: Record<string, CachedItem['kind']> = {
  'api/car_info/get_car_info': 'model',
  'api/content/detail': 'news',
};
const LIST_CALLS: Record<string, keyof CachedCatalog['lists']> = {
  'api/car_info/get_cars_by_type': 'models',
  'api/content/lists': 'news',
  'api/stores/get_store': 'stores',
  'api/activity/get_activity': 'club',
};
/** Bound the work: reading a stored answer means parsing it. */
const MAX_ITEMS = 24;

function callPath(url: string): string {
  const path = new URL(url, 'http://x').pathname;
  const at = path.indexOf('/stage-api/');
  return at < 0 ? '' : path.slice(at + '/stage-api/'.length);
}

function bodyLang(response: Response): number {
  try {
    const body = JSON.parse(decodeURIComponent(response.headers.get(BODY_HEADER) ?? '')) as { lang?: unknown };
    return body.lang === 1 ? 1 : 0;
  } catch {
    return 0;
  }
}

function itemOf(kind: CachedItem['kind'], data: unknown, storedAt: number): CachedItem | undefined {
  const d = (data ?? {}) as Record<string, unknown>;
  const id = kind === 'model' ? d.car_model_id : d.id;
  const title = kind === 'model' ? (d.car_model_name ?? d.model_name) : d.title;
  if (typeof id !== 'number' || typeof title !== 'string' || !title) return undefined;
  return { kind, id, title, storedAt };
}

/**
 * Lists what the service worker's catalog cache can answer in a language (0 zh, 1 en): visited
 * model and news items (newest first, de-duplicated) and which lists are stored. Never throws:
 * without Cache Storage (no worker, private mode) it reports nothing cached.
 */
export async function listCachedCatalog(lang: 0 | 1, storage: CacheStorage | undefined = globalThis.caches): Promise<CachedCatalog> {
  const result: CachedCatalog = { items: [], lists: { models: false, news: false, stores: false, club: false } };
  try {
    if (!storage || !(await storage.has(CATALOG_CACHE))) return result;
    const cache = await storage.open(CATALOG_CACHE);
    const seen = new Set<string>();
    for (const request of await cache.keys()) {
      const path = callPath(request.url);
      const kind = ITEM_CALLS[path];
      const list = LIST_CALLS[path];
      if (!kind && !list) continue;
      if (kind && result.items.length >= MAX_ITEMS) continue;
      const response = await cache.match(request);
      if (!response || bodyLang(response) !== lang) continue;
      if (list) {
        result.lists[list] = true;
        continue;
      }
      const envelope = (await response.json().catch(() => null)) as { data?: unknown } | null;
      const item = kind && itemOf(kind, envelope?.data, Number(response.headers.get(STORED_AT_HEADER)) || 0);
      if (item && !seen.has(`${item.kind}:${item.id}`)) {
        seen.add(`${item.kind}:${item.id}`);
        result.items.push(item);
      }
    }
  } catch {
    /* storage refused (quota, privacy mode): nothing to offer */
  }
  result.items.sort((a, b) => b.storedAt - a.storedAt);
  return result;
}
