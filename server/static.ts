import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverRenderer, SERVER_DIR } from './ssr.ts';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Cache policy by file: hashed assets immutable for a year; the shell, worker and manifests revalidate. */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (/(^|\/)assets\//.test(filePath.replaceAll('\\', '/'))) return IMMUTABLE;
  if (
    base.endsWith('.html') ||
    base.startsWith('sw.js') ||
    base.endsWith('.webmanifest') ||
    base.startsWith('workbox-') ||
    base.startsWith('registerSW')
  ) {
    return NO_CACHE;
  }
  return 'public, max-age=86400';
}

/** Build output that is not part of the site: the server entry and Vite's manifest. */
const PRIVATE = new RegExp(`^/(${SERVER_DIR}|\\.vite)/`);

/** Serves the built site: precompressed files, and every other path server-rendered (404 for unknown pages and ids). */
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
    allowedPath: (pathName) => !PRIVATE.test(pathName.replaceAll('\\', '/')),
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
      if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  const render = await serverRenderer(app, distDir);
  if (!render) app.log.warn({ distDir }, 'no server entry in the build; pages are served as the client-rendered template');
  // A hashed file this build does not have (an old page asking for its chunks): a plain 404, never the
  // site's page, which would arrive with the resource headers (security-headers.ts) and run nothing.
  // The files it has are exact routes (fastify-static), which win over this one.
  app.get('/assets/*', (_req, reply) => reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not Found'));
  app.get('/*', async (req, reply) => {
    if (render) return render(req, reply);
    return reply.header('cache-control', NO_CACHE).sendFile('index.html');
  });
}
