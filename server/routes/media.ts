import type { FastifyInstance } from 'fastify';
import { renderArt, type RenderedArt } from '../art/index.ts';

/** Upper bound on memoised SVGs (oldest entries are evicted first). */
const MAX_ENTRIES = 2000;

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
} as const;

/** Small insertion-ordered LRU-ish cache: a hit is moved to the end, the oldest entry is evicted. */
function memo(): { get(k: string): RenderedArt | undefined; set(k: string, v: RenderedArt): void } {
  const map = new Map<string, RenderedArt>();
  return {
    get(k) {
      const v = map.get(k);
      if (v) {
        map.delete(k);
        map.set(k, v);
      }
      return v;
    },
    set(k, v) {
      if (map.size >= MAX_ENTRIES) {
        const oldest = map.keys().next();
        if (!oldest.done) map.delete(oldest.value);
      }
      map.set(k, v);
    },
  };
}

/** GET /media/*: generated SVG artwork (bikes, goods, scenes, brand, social, QR), memoised in memory. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const cache = memo();
  app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
    const path = (req.params as { '*'?: string })['*'] ?? '';
    let art = cache.get(path);
    if (!art) {
      const rendered = await renderArt(path);
      if (!rendered) return reply.code(404).send({ code: 404, msg: 'Not found', data: null });
      cache.set(path, rendered);
      art = rendered;
    }
    return reply.code(200).headers(SVG_HEADERS).send(art.body);
  });
}
