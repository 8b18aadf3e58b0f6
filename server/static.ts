import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { matchPage, splitLocale, type PageName } from '../src/app/route-table.ts';
import { catalogAnswers, lcpPreloader } from './lcp-preload.ts';
import { pageShell, RENDERER_FILE } from './page-shell.ts';

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
    // The server's page renderer is built into dist but is not part of the site.
    allowedPath: (pathName) => !pathName.replaceAll('\\', '/').startsWith(`/${path.dirname(RENDERER_FILE)}/`),
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlFor(filePath));
      if (filePath.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json; charset=utf-8');
    },
  });
  // The English pages' HTML carries the English static shell (decision 028); older builds have none.
  const englishPage = fs.existsSync(path.join(distDir, 'index-en.html')) ? 'index-en.html' : 'index.html';
  const preloads = pagePreloads(distDir);
  const answers = catalogAnswers(app);
  const lcpPreload = lcpPreloader(app, Date.now, answers);
  const read = (file: string) => fs.readFileSync(path.join(distDir, file), 'utf8');
  const pages = await pageShell(distDir, { zh: read('index.html'), en: read(englishPage) }, answers, app.log);
  // A hashed file this build does not have (an old page asking for its chunks): a plain 404, never the
  // site's page, which would arrive with the resource headers (security-headers.ts) and run nothing.
  // The files it has are exact routes (fastify-static), which win over this one.
  app.get('/assets/*', (_req, reply) => reply.code(404).header('cache-control', NO_CACHE).type('text/plain; charset=utf-8').send('Not Found'));
  app.get('/*', async (req, reply) => {
    const [pathname = '/', query = ''] = req.url.split('?');
    const known = matchPage(pathname);
    reply.header('cache-control', NO_CACHE);
    const links = preloads.for(pathname, known?.name);
    // The first screen's largest picture, named by the memoised call the page will make (lcp-preload.ts).
    const picture = known ? await lcpPreload(pathname, new URLSearchParams(query)) : undefined;
    if (picture) links.push(picture);
    // A page the server renders into the HTML (page-shell.ts, decision 029), with its code and translations.
    const rendered = known && pages ? await pages.render(pathname, query) : undefined;
    if (rendered) links.push(...rendered.links);
    // Home's translations are named both as a page's hints and as the rendered page's: each once.
    if (links.length > 0) reply.header('link', [...new Set(links)].join(', '));
    if (rendered) return reply.code(200).type('text/html; charset=utf-8').send(rendered.html);
    return reply.code(known ? 200 : 404).sendFile(htmlFor(pathname, englishPage));
  });
}

/** The HTML file for a page: the English one under /en, else the Chinese index.html. */
export function htmlFor(pathname: string, englishPage: string): string {
  return splitLocale(pathname).locale === 'en' ? englishPage : 'index.html';
}

interface PreloadList {
  /** Translation file URLs keyed `<locale>/<namespace>`. */
  translations?: Record<string, unknown>;
  /** The namespaces the home page's first render needs besides `common`. */
  home?: unknown;
  /** The page registry chunk. */
  pages?: unknown;
}

const ASSET = /^\/assets\/[\w.-]+\.(js|json)$/;

/**
 * The `Link` header values for what a page's first render needs that index.html (one file for every
 * page) cannot name, from the build's preloads.json: the page's translations (of its locale and the
 * Chinese fallback, except the Chinese `common` file index.html preloads), and the page registry on
 * every page but home (src/app/pages.ts).
 */
export function pagePreloads(distDir: string): { for(pathname: string, page: PageName | undefined): string[] } {
  let listed: PreloadList = {};
  try {
    listed = JSON.parse(fs.readFileSync(path.join(distDir, 'preloads.json'), 'utf8')) as PreloadList;
  } catch {
    // No list (an older build): index.html's own hints still apply.
  }
  const translations = listed.translations ?? {};
  const homeNamespaces = Array.isArray(listed.home) ? listed.home.filter((n): n is string => typeof n === 'string') : [];
  const registry = typeof listed.pages === 'string' && ASSET.test(listed.pages) ? `<${listed.pages}>; rel=modulepreload; crossorigin` : undefined;
  const translationLinks = (locale: 'zh' | 'en', home: boolean): string[] => {
    const links: string[] = [];
    for (const lng of locale === 'en' ? ['en', 'zh'] : ['zh']) {
      for (const ns of ['common', ...(home ? homeNamespaces : [])]) {
        if (lng === 'zh' && ns === 'common') continue; // index.html preloads it
        const url = translations[`${lng}/${ns}`];
        if (typeof url === 'string' && ASSET.test(url)) links.push(`<${url}>; rel=preload; as=fetch; crossorigin`);
      }
    }
    return links;
  };
  // Worked out once: a page's hints depend only on its language and on whether it is home.
  const byLocale = {
    zh: { home: translationLinks('zh', true), other: translationLinks('zh', false) },
    en: { home: translationLinks('en', true), other: translationLinks('en', false) },
  };
  return {
    for(pathname, page) {
      const hints = byLocale[splitLocale(pathname).locale];
      if (page === 'index') return [...hints.home];
      return registry && page ? [...hints.other, registry] : [...hints.other];
    },
  };
}
