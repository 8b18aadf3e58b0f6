import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, splitLocale } from '../src/app/route-table.ts';
import { lcpPreloader } from './lcp-preload.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy by file: hashed assets immutable for a year; the shell, worker and manifests revalidate. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (/(^|\/)assets\//.test(filePath.replaceAll('\\', '/'))) return IMMUTABLE;
  if (base === 'index.html' || base.startsWith('sw.js') || base.endsWith('.webmanifest') || base.startsWith('workbox-') || base.startsWith('registerSW')) {
    return NO_CACHE;
  }
  return 'public, max-age=86400';
}

/** Serves the built site with precompressed files and the SPA fallback (404 status for unknown pages). */
export async function staticSite(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no built site found; run `npm run build` (API only)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
      if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  const preloads = modulePreloads(distDir);
  const lcpPreload = lcpPreloader(app);
  app.get('/*', async (req, reply) => {
    const [pathname = '/', query = ''] = req.url.split('?');
    const known = matchPage(pathname);
    reply.header('cache-control', NO_CACHE);
    const links: string[] = [];
    // index.html preloads the Chinese translations; English pages get theirs as a header instead.
    if (preloads.en && splitLocale(pathname).locale === 'en') links.push(preloads.en);
    // Every page but home loads through the page registry (src/app/pages.ts): fetch it with the entry.
    if (preloads.pages && known && known.name !== 'index') links.push(preloads.pages);
    // The first screen's largest picture, named by the memoised call the page will make (lcp-preload.ts).
    const picture = known ? await lcpPreload(pathname, new URLSearchParams(query)) : undefined;
    if (picture) links.push(picture);
    if (links.length > 0) reply.header('link', links.join(', '));
    return reply.code(known ? 200 : 404).sendFile('index.html');
  });
}

/**
 * `Link` header values for the chunks index.html cannot name for every page (listed by the build in
 * preloads.json): the English `common` translations and the page registry.
 */
export function modulePreloads(distDir: string): { en?: string; pages?: string } {
  let listed: Record<string, unknown>;
  try {
    listed = JSON.parse(fs.readFileSync(path.join(distDir, 'preloads.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
  const link = (file: unknown) => (typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file) ? `<${file}>; rel=modulepreload; crossorigin` : undefined);
  return { en: link(listed.en), pages: link(listed.pages) };
}
