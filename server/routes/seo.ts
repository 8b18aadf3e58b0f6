import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapEntry } from '../lib/sitemap.ts';

/** How long the sitemap's page list is reused before the database is read again. */
export const SITEMAP_MEMO_MS = 60_000;

const CACHE_CONTROL = 'public, max-age=3600';
/** A Host header that can be written into a URL as it is (name or address, optional port). */
const HOST = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9A-Fa-f:.]{2,45}\](:\d{1,5})?$/;

export interface SeoRouteOptions {
  /** Memo lifetime (tests shorten it). */
  memoMs?: number;
  /** The clock the memo reads (tests control it). */
  now?: () => number;
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
 * without a rebuild or a restart.
 */
export async function seoRoutes(app: FastifyInstance, opts: SeoRouteOptions = {}): Promise<void> {
  const memoMs = opts.memoMs ?? SITEMAP_MEMO_MS;
  const now = opts.now ?? Date.now;
  let memo: { at: number; entries: Promise<SitemapEntry[]> } | undefined;
  let rendered: { entries: SitemapEntry[]; origin: string; xml: string } | undefined;
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
    // One document kept (≈10 MB and 0.25 s to write at SEED_SCALE=100): remade when the list or origin changes.
    if (rendered?.entries !== list || rendered.origin !== origin) rendered = { entries: list, origin, xml: sitemapXml(origin, list) };
    const { xml } = rendered;
    return reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
  });
}
