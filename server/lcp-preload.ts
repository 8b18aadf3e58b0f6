import type { FastifyInstance } from 'fastify';
import { matchPage } from '../src/app/route-table.ts';
import { GROUP_ID, NEWS_PAGE_SIZE, newsColumnOf, readModelId } from '../src/config/api-params.ts';
import { SIZES_CARD, SIZES_FULL, SIZES_MAIN } from '../src/components/ui/picture-sizes.ts';
import { picturePreloadLink } from './raster/preload.ts';

/**
 * The picture a page shows largest on its first screen (its Largest Contentful Paint) is named by an
 * API answer, so without a hint the browser only asks for it after the entry, the page chunk and that
 * call have all run. The HTML response can name it instead: `Link: <url>; rel=preload; as=image;
 * fetchpriority=high`, and the download overlaps the scripts. The URL comes from the same memoised
 * call the page makes (same body, so the same reply-cache entry), never from a guess.
 */

/** The call a page makes for its first-screen picture, and where in the answer the picture is. */
export interface LcpSource {
  path: string;
  body: Record<string, unknown>;
  pick(data: unknown): string | undefined;
  /** How wide the page draws the picture (its `<Picture sizes>`), so the hint names the same variant. */
  sizes?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A same-origin media path only (the header must never point anywhere else). */
export function safeMediaUrl(url: unknown): string | undefined {
  return typeof url === 'string' && /^\/media\/[\w./-]+$/.test(url) && !url.includes('..') ? url : undefined;
}

/**
 * Which calls name the first-screen pictures of a page, mirroring what the page renders first:
 * home → the first hero banner (fetchpriority high in HeroCarousel) and the first recommended model's
 * card picture (eager: on a phone's first screen; either can be the LCP element);
 * model detail → the chosen (else first) colour's side view, as DetailHero shows;
 * news list → the lead story's cover of the chosen column's first page.
 */
export function lcpSourcesFor(pathname: string, search: URLSearchParams): LcpSource[] {
  const page = matchPage(pathname);
  if (!page) return [];
  const lang = page.locale === 'en' ? 1 : 0;
  if (page.name === 'index') {
    const first = (field: string) => (data: unknown) => (Array.isArray(data) && isObject(data[0]) ? safeMediaUrl(data[0][field]) : undefined);
    return [
      { path: 'api/banner/get_banner', body: { group_id: GROUP_ID, lang }, pick: first('image'), sizes: SIZES_FULL },
      { path: 'api/car_info/is_recommend_car', body: { group_id: GROUP_ID, lang }, pick: first('pc_publicize_pic'), sizes: SIZES_CARD },
    ];
  }
  if (page.name === 'carModelDetail' || page.name === 'detail') {
    // The same reading of the id as the page (readModelId): the route's last segment, or ?car_model_id=.
    const id =
      page.name === 'detail' ? readModelId(undefined, search.get('car_model_id')) : readModelId(pathname.split('/').filter(Boolean).at(-1), null);
    if (id === 0) return [];
    const wanted = search.get('color') ?? '';
    return [
      {
        path: 'api/car_info/get_car_info',
        body: { car_model_id: id, group_id: GROUP_ID, lang },
        sizes: SIZES_MAIN,
        pick: (data) => {
          if (!isObject(data) || !Array.isArray(data.colors)) return undefined;
          const colors = data.colors.filter(isObject);
          const color = colors.find((c) => c.slug === wanted) ?? colors[0];
          const pics = color && Array.isArray(color.pics) ? color.pics.filter(isObject) : [];
          const pic = pics.find((p) => p.kind === 'side') ?? pics[0];
          return pic ? safeMediaUrl(pic.url) : undefined;
        },
      },
    ];
  }
  if (page.name === 'news') {
    return [
      {
        path: 'api/content/lists',
        body: { column_id: newsColumnOf(search.get('column')), group_id: GROUP_ID, lang, page: 1, page_size: NEWS_PAGE_SIZE },
        sizes: SIZES_MAIN,
        pick: (data) => (isObject(data) && Array.isArray(data.list) && isObject(data.list[0]) ? safeMediaUrl(data.list[0].cover) : undefined),
      },
    ];
  }
  return [];
}

/** The `Link` header value for one picture drawn `sizes` wide (pipeline pictures: their AVIF srcset). */
export function imagePreloadLink(url: string, sizes = SIZES_FULL): string {
  return picturePreloadLink(url, sizes);
}

/** How long a computed hint is reused: a stale one only costs one needless download, never a wrong page. */
const TTL_MS = 60_000;

/** Answers a catalog call from the memoised reply, `undefined` for any refusal or failure. */
export type CatalogAnswer = (source: Pick<LcpSource, 'path' | 'body'>) => Promise<unknown>;

/**
 * Catalog answers for the HTML responses (this file's hints, the pages server/page-shell.ts renders):
 * each distinct call is answered through `app.inject` (the memoised catalog reply: no database work
 * once warm) and its data kept for a minute, so a stale answer only lives that long. Any failure
 * (refusal, unknown model, server busy) is `undefined`, never an error.
 */
export function catalogAnswers(app: FastifyInstance, now: () => number = Date.now): CatalogAnswer {
  const memo = new Map<string, { at: number; data: Promise<unknown> }>();
  return (source) => {
    const key = `${source.path}|${JSON.stringify(source.body)}`;
    const hit = memo.get(key);
    if (hit && now() - hit.at < TTL_MS) return hit.data;
    const data = app
      .inject({ method: 'POST', url: `/stage-api/${source.path}`, payload: source.body })
      .then((res) => {
        if (res.statusCode !== 200) return undefined;
        const envelope = res.json() as { code?: unknown; data?: unknown };
        return envelope.code === 1 ? envelope.data : undefined;
      })
      .catch(() => undefined);
    if (memo.size >= 500) memo.delete(memo.keys().next().value as string);
    memo.set(key, { at: now(), data });
    return data;
  };
}

/**
 * Returns `(pathname, search) => Promise<Link value | undefined>` (one preload per picture), from the
 * calls' memoised answers (`catalogAnswers`); the picture is picked per request (e.g. the `?color=`
 * of a detail page). No picture means no hint, never an error.
 */
export function lcpPreloader(
  app: FastifyInstance,
  now: () => number = Date.now,
  answer: CatalogAnswer = catalogAnswers(app, now),
): (pathname: string, search: URLSearchParams) => Promise<string | undefined> {
  return async (pathname, search) => {
    const sources = lcpSourcesFor(pathname, search);
    if (sources.length === 0) return undefined;
    const links = await Promise.all(
      sources.map(async (source) => {
        const url = source.pick(await answer(source));
        return url === undefined ? undefined : imagePreloadLink(url, source.sizes);
      }),
    );
    const unique = [...new Set(links.filter((l): l is string => l !== undefined))];
    return unique.length > 0 ? unique.join(', ') : undefined;
  };
}
