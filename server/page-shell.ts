import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { matchPage, type PageName } from '../src/app/route-table.ts';
import type { CatalogAnswer } from './lcp-preload.ts';

/**
 * Pages rendered into the HTML per request (decision 029): home, the news list and a model's detail.
 * Their largest paint is a picture named by an API answer (the hero banner, the lead story's cover,
 * the model's side view): in the built index.html it could only appear after the entry, the page's
 * code, that call and React's render. The server has the data (the same memoised calls the pictures'
 * preload hints use), so it renders the page with the app's own components and queries (the build's
 * Node bundle of src/app/layout/static-shell.tsx) in place of the static shell. The browser shows it
 * at once; React's first render waits for the page's code, data and translations and then puts
 * identical markup in its place (route-data.ts `prefetchFirstScreen`).
 */

/** What the build lists for a page the server renders (preloads.json `serverPages`). */
export interface ServerPageFiles {
  css: string[];
  namespaces: string[];
}

interface Renderer {
  answerCatalogWith(answer: CatalogAnswer): void;
  renderPage(url: string): Promise<string | undefined>;
}

/** The built renderer's place in dist (vite.config.ts `PAGE_RENDERER`); server/static.ts never serves it. */
export const RENDERER_FILE = path.join('server', 'page-shell.mjs');

const ROOT_OPEN = '<div id="root" inert="">';
/** The element the first paint waits for: the end of the rendered page (React's first commit removes it). */
const PAGE_END = 'page-end';
const ASSET = /^\/assets\/[\w.-]+\.(css|js)$/;

/** A style sheet's text by its URL (`/assets/….css`), undefined when it cannot be inlined. */
export type StyleSheets = (href: string) => string | undefined;

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * A built HTML page with `markup` in #root instead of the static shell, and the attribute that tells
 * the entry a page is already on screen (`data-page`). Undefined when the template does not have the
 * build's shape (then the static file is served as it is).
 * - Its style sheets, the shell's and the page's, are inlined in the head: the page paints with the
 *   HTML alone, without waiting for more requests. Each keeps a disabled `<link>` (never fetched), by
 *   which the app's chunk loader sees the sheet is in the document and does not fetch it again. A
 *   sheet that cannot be inlined stays a link.
 * - The first paint waits for the whole page to be parsed (`<link rel="expect" blocking="render">`).
 * - The app's scripts load at low priority: the page is on screen without them, so a slow
 *   connection's bandwidth goes to the HTML and the page's largest picture first.
 */
export function withServerPage(template: string, markup: string, page: PageName, css: readonly string[], sheets: StyleSheets): string | undefined {
  const head = template.indexOf('</head>');
  const start = template.indexOf(ROOT_OPEN);
  const noscript = template.indexOf('<noscript>', start);
  const end = noscript < 0 ? -1 : template.lastIndexOf('</div>', noscript);
  if (head < 0 || start < head || end < start) return undefined;
  const inline = (href: string, marker: string) => {
    const text = sheets(href);
    return text === undefined ? `<link rel="stylesheet" crossorigin href="${href}">` : `<style>${text}</style>${marker}`;
  };
  const marked = (href: string) => inline(href, `<link rel="stylesheet" crossorigin href="${href}" disabled>`);
  const shell = template
    .slice(0, head)
    .replace(STYLESHEET_LINK, (_link, href: string) => marked(href))
    .replace(/<script type="module" |<link rel="modulepreload" /g, (tag) => `${tag}fetchpriority="low" `);
  const pageSheets = css
    .filter((href) => ASSET.test(href) && href.endsWith('.css'))
    .map(marked)
    .join('');
  // The first paint waits until the page is parsed whole (`rel=expect`): a paint of half a page would
  // lay out a row with some of its items, then move them when the rest arrives.
  const expect = `<link rel="expect" href="#${PAGE_END}" blocking="render">`;
  return `${shell}${pageSheets}${expect}${template.slice(head, start)}<div id="root" inert="" data-page="${page}">${markup}<span id="${PAGE_END}" hidden></span>${template.slice(end)}`;
}

/** Reads the build's style sheets once, for inlining (a sheet that could close the `<style>` is not inlined). */
export function styleSheetsIn(distDir: string): StyleSheets {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      let text: string | undefined;
      try {
        text = ASSET.test(href) ? fs.readFileSync(path.join(distDir, href), 'utf8') : undefined;
      } catch {
        text = undefined;
      }
      texts.set(href, text !== undefined && !/<\/style/i.test(text) ? text : undefined);
    }
    return texts.get(href);
  };
}

/**
 * The `Link` header values for a rendered page: its translations, which its first render waits for.
 * Not its code: the page is on screen without it, and module preloads named here took connections
 * and bandwidth from the hero picture (Lighthouse, interleaved: detail LCP 2.3–2.5 s with them,
 * 1.8–1.9 s without). The entry asks for the page's code as soon as it runs.
 */
export function serverPageLinks(files: ServerPageFiles, translations: Record<string, unknown>, locale: 'zh' | 'en'): string[] {
  return files.namespaces
    .flatMap((ns) => (locale === 'en' ? ['en', 'zh'] : ['zh']).map((lng) => translations[`${lng}/${ns}`]))
    .filter((u): u is string => typeof u === 'string' && /^\/assets\/[\w.-]+\.json$/.test(u))
    .map((u) => `<${u}>; rel=preload; as=fetch; crossorigin`);
}

/** At most this many rendered pages are kept, each for this long (its data is at most a minute old too). */
const MAX_PAGES = 200;
const TTL_MS = 30_000;
/** Renders run one at a time: past this many waiting, a page is served as the static shell instead. */
const MAX_WAITING = 8;

/** A rendered page: the HTML with the page in it, and its `Link` values (its translations). */
export interface RenderedPage {
  html: string;
  links: string[];
}

export interface PageShell {
  /** The page rendered, or undefined (not such a page, unknown model, no data, renderer busy). */
  render(pathname: string, search: string): Promise<RenderedPage | undefined>;
}

/**
 * Loads the build's renderer and templates; undefined when the build has none (an older build, or the
 * API alone) or it cannot load, and then every page is the static file.
 */
export async function pageShell(
  distDir: string,
  templates: Record<'zh' | 'en', string>,
  answer: CatalogAnswer,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Promise<PageShell | undefined> {
  const file = path.join(distDir, RENDERER_FILE);
  if (!fs.existsSync(file)) return undefined;
  let renderer: Renderer;
  let listed: { translations?: Record<string, unknown>; serverPages?: Partial<Record<PageName, ServerPageFiles>> } = {};
  try {
    renderer = (await import(pathToFileURL(file).href)) as Renderer;
    renderer.answerCatalogWith(answer);
    listed = JSON.parse(fs.readFileSync(path.join(distDir, 'preloads.json'), 'utf8')) as typeof listed;
  } catch (err) {
    log.warn({ err }, 'page renderer unavailable; pages are served as the static shell');
    return undefined;
  }
  const pages = listed.serverPages ?? {};
  const sheets = styleSheetsIn(distDir);
  const rendered = new Map<string, { at: number; page: Promise<RenderedPage | undefined> }>();
  let waiting = 0;
  const render = async (url: string, page: PageName, locale: 'zh' | 'en', files: ServerPageFiles): Promise<RenderedPage | undefined> => {
    waiting++;
    try {
      const markup = await renderer.renderPage(url);
      const html = markup === undefined ? undefined : withServerPage(templates[locale], markup, page, files.css, sheets);
      return html === undefined ? undefined : { html, links: serverPageLinks(files, listed.translations ?? {}, locale) };
    } catch (err) {
      log.warn({ err, url }, 'page render failed; serving the static shell');
      return undefined;
    } finally {
      waiting--;
    }
  };
  return {
    render(pathname, search) {
      const page = matchPage(pathname);
      const files = page && pages[page.name];
      if (!page || !files) return Promise.resolve(undefined);
      const url = search ? `${pathname}?${search}` : pathname;
      const hit = rendered.get(url);
      if (hit && now() - hit.at < TTL_MS) return hit.page;
      // A burst of new addresses (many distinct queries) must not queue pages behind each other.
      if (waiting >= MAX_WAITING) return Promise.resolve(undefined);
      const result = render(url, page.name, page.locale, files);
      rendered.delete(url);
      if (rendered.size >= MAX_PAGES) rendered.delete(rendered.keys().next().value as string);
      rendered.set(url, { at: now(), page: result });
      return result;
    },
  };
}
