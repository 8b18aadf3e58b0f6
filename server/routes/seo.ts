import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapIndexXml, sitemapXml, type SitemapEntry } from '../lib/sitemap.ts';

/** How long the sitemap's page list is reused before the database is read again. */
export const SITEMAP_MEMO_MS = 60_000;

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); each page is two, Chinese and English. */
export const SITEMAP_MAX_URLS = 50_000;

const CACHE_CONTROL = 'public, max-age=3600';
/** A Host header that can be written into a URL as it is (name or address, optional port). */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

export interface SeoRouteOptions {
  /** Memo lifetime (tests shorten it). */
  memoMs?: number;
  /** The clock the memo reads (tests control it). */
  now?: () => number;
  /** URLs per sitemap file before /sitemap.xml becomes an index of `?part=N` files (tests lower it). */
  maxUrls?: number;
}

/** The site's origin for absolute URLs: PUBLIC_URL when set, else the request's (proxy-aware) protocol and host. */
export function siteOrigin(req: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * GET /robots.txt and GET /sitemap.xml, outside /stage-api (no API rate limit), from the database at
 * request time: a new model or article is listed within a minute (the page list is memoised that long),
 * without a rebuild or a restart. Past 50,000 URLs (a catalog about twice SEED_SCALE=100's) /sitemap.xml
 * is an index of `/sitemap.xml?part=N` files.
 */
export async function seoRoutes(app: FastifyInstance, opts: SeoRouteOptions = {}): Promise<void> {
  const memoMs = opts.memoMs ?? SITEMAP_MEMO_MS;
  const now = opts.now ?? Date.now;
  const maxUrls = opts.maxUrls ?? SITEMAP_MAX_URLS;
  let memo: { at: number; entries: Promise<SitemapEntry[]> } | undefined;
  let rendered: { entries: SitemapEntry[]; origin: string; part: number; xml: string } | undefined;
  const entries = (): Promise<SitemapEntry[]> => {
    const t = now();
    if (!memo || t - memo.at >= memoMs) {
      const pending = sitemapEntries(app.db.db);
      memo = { at: t, entries: pending };
      // A failed read is not kept: the next request tries the database again.
      pending.catch(() => {
        if (memo?.entries === pending) memo = undefined;
      });
    }
    return memo.entries;
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(siteOrigin(req, app.config.publicUrl))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const origin = siteOrigin(req, app.config.publicUrl);
    const list = await entries();
    const perFile = Math.max(1, Math.floor(maxUrls / 2));
    const parts = Math.max(1, Math.ceil(list.length / perFile));
    const raw = (req.query as { part?: unknown }).part;
    const part = raw === undefined ? 0 : typeof raw === 'string' && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : -1;
    if (part < 0 || part > parts) return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found');
    // One document kept (≈10 MB and 0.25 s to write at SEED_SCALE=100): remade when the list, origin or part changes.
    if (rendered?.entries !== list || rendered.origin !== origin || rendered.part !== part) {
      const xml =
        part > 0
          ? sitemapXml(origin, list.slice((part - 1) * perFile, part * perFile))
          : parts === 1
            ? sitemapXml(origin, list)
            : sitemapIndexXml(origin, parts);
      rendered = { entries: list, origin, part, xml };
    }
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(rendered.xml);
  });
}
