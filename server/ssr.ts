import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JSDOM } from 'jsdom';
import { imagePreloadLink, safeMediaUrl } from './lcp-preload.ts';
import { recordCall, TRACE_HEADER } from './ride-pack/trace.ts';
import { pageModulesElement } from '../src/lib/page-modules.ts';
import { SAVE_DATA_ATTRIBUTE, savesData } from '../src/config/raster.ts';

/** The server entry's render (src/app/entry-server.tsx, built by `vite build --ssr` into dist/server/). */
interface RenderedPage {
  status: number;
  locale: 'zh' | 'en';
  head: string;
  html: string;
  routerState: string;
  queryState: string;
  pages: string[];
  /** The translation files the app hydrates with (listed with the modules); none from an older build's entry. */
  translations?: string[];
  images: { url: string; sizes: string }[];
}
interface ServerEntry {
  setDomWindow(window: unknown): void;
  renderPage(input: {
    url: string;
    origin: string;
    api: (path: string, body: string) => Promise<{ status: number; body: string }>;
    saveData?: boolean;
  }): Promise<Response | RenderedPage>;
}

/** Where the build puts the server entry; server/static.ts never serves this folder. */
export const SERVER_DIR = 'server';
const ENTRY = path.join(SERVER_DIR, 'entry-server.js');

/** JSON inside `<script type="application/json">`: no `<` can end the element early. */
export function scriptJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** A style sheet's text by its URL, undefined when it cannot be inlined (then it stays a link). */
export type StyleText = (href: string) => string | undefined;

/**
 * A style sheet in the head: its text inlined (the page paints with the HTML alone, no request before
 * the first paint), with a disabled `<link>` by which Vite's loader sees it is in the document and
 * does not fetch it again; a link when it cannot be inlined.
 */
function styleTag(href: string, text: StyleText): string {
  const css = text(href);
  return css === undefined
    ? `<link rel="stylesheet" crossorigin href="${href}">`
    : `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/** The template's own style sheet links: the global sheet (src/styles/global.css). */
const TEMPLATE_SHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/** The class names a style sheet's selectors name (`.name`). */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** A page's style sheets split by its markup (see `sheetSplitter`). */
export type SheetSplit = (html: string, hrefs: readonly string[]) => { inline: string[]; later: string[] };

/**
 * Splits a page's style sheets by its markup: `inline` = those it uses (one of their own classes is on
 * an element, or they have none: global rules), inlined so the page paints with the HTML alone;
 * `later` = the rest (the header's menus, the phone drawer, states the app shows after a tap or a
 * failed call), which the app asks for after the first paint with its modules. A sheet's own classes
 * are those the `shared` sheets (the global one: `.btn`, `.container`) do not name; they are worked
 * out once per sheet. Sheets that cannot be inlined stay links, in `inline`.
 */
export function sheetSplitter(text: StyleText, shared: readonly string[] = []): SheetSplit {
  const global = new Set(shared.flatMap((href) => [...classesOf(text(href) ?? '')]));
  const own = new Map<string, string[] | undefined>();
  const ownClasses = (href: string) => {
    if (!own.has(href)) {
      const css = text(href);
      own.set(href, css === undefined ? undefined : [...classesOf(css)].filter((n) => !global.has(n)));
    }
    return own.get(href);
  };
  return (html, hrefs) => {
    const used = new Set<string>();
    for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) used.add(name);
    const inline: string[] = [];
    const later: string[] = [];
    for (const href of hrefs) {
      const names = ownClasses(href);
      (names === undefined || names.length === 0 || names.some((n) => used.has(n)) ? inline : later).push(href);
    }
    return { inline, later };
  };
}

/** The build's style sheets read once, for inlining (a sheet that could close its `<style>` is not). */
export function styleTexts(distDir: string): StyleText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      let css: string | undefined;
      try {
        css = /^\/assets\/[\w.-]+\.css$/.test(href) ? fs.readFileSync(path.join(distDir, href), 'utf8') : undefined;
      } catch {
        css = undefined;
      }
      texts.set(href, css !== undefined && !/<\/style/i.test(css) ? css : undefined);
    }
    return texts.get(href);
  };
}

/** The built template with a rendered page: language, head tags, style sheets, the markup in #root, the hydration data and the page's modules. */
export function fillTemplate(
  template: string,
  page: Omit<RenderedPage, 'pages' | 'images' | 'translations'> & { modules?: readonly string[]; saveData?: boolean },
  styles: readonly string[],
  text: StyleText = () => undefined,
): string {
  const english = page.locale === 'en';
  const head = page.head + styles.map((href) => styleTag(href, text)).join('');
  const data = `<script type="application/json" id="router-state">${scriptJson(page.routerState)}</script><script type="application/json" id="query-state">${scriptJson(page.queryState)}</script>${pageModulesElement(page.modules ?? [])}`;
  // React's hoisted preloads (the hero picture) lead its output: they belong in the head.
  const hoisted = /^(?:<link [^>]*>)+/.exec(page.html)?.[0] ?? '';
  return template
    .replace(TEMPLATE_SHEET, (_link, href: string) => styleTag(href, text))
    .replace('<html lang="zh-CN">', `<html lang="${english ? 'en-US' : 'zh-CN'}"${page.saveData ? ` ${SAVE_DATA_ATTRIBUTE}` : ''}>`)
    .replace('href="/manifest.webmanifest"', english ? 'href="/manifest-en.webmanifest"' : 'href="/manifest.webmanifest"')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `${head}${hoisted}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html.slice(hoisted.length)}</div>${data}`);
}

/** A page's chunks and sheets (`of`), and the app's start-up chunks every page loads (`start`). */
export interface PageAssets {
  of: (page: string) => { scripts: string[]; styles: string[] };
  start: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The module the entry imports once the page has painted: the app itself (src/app/main.tsx). */
export const APP_START = 'src/app/start.tsx';

/**
 * Each page's chunks and style sheets, from Vite's build manifest and the route list's module paths.
 * Scripts: the app's start-up chunk with its imports (`start`) and the page's chunk with its imports;
 * the entry asks for them all at once after the first paint (src/app/after-paint.ts). Sheets: every
 * sheet the server's render or the app's first taps can use: the page's chunk and the parts it loads
 * lazily, and the layout's (footer, header menus, offline chrome). The render keeps those its markup
 * uses in the head (`sheetSplitter`) and lists the others with the modules; either way Vite's loader
 * finds them in the document and does not add them again.
 */
export function pageAssets(distDir: string, pageList: string): PageAssets {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key) || inEntry.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into, css);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
  };
  if (entryKey) walk(entryKey, inEntry, new Set());
  const modules = new Map<string, string>();
  for (const m of pageList.matchAll(/(\w+): \{ path: '[^']*', load: \(\) => import\('\.\.\/([^']+)'\)/g)) modules.set(m[1]!, `src/${m[2]}`);
  const pageModules = new Set(modules.values());
  // Style sheets of a chunk and of everything it loads, at once or lazily (never another page's).
  const sheets = (key: string, css: Set<string>, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || inEntry.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(`/${file}`);
    for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) if (!pageModules.has(dep)) sheets(dep, css, seen);
  };
  const layoutCss = new Set<string>();
  for (const lazy of (entryKey && manifest[entryKey]!.dynamicImports) || []) if (!pageModules.has(lazy)) sheets(lazy, layoutCss);
  const startKeys = new Set<string>();
  if (entryKey && manifest[entryKey]!.dynamicImports?.includes(APP_START)) walk(APP_START, startKeys, new Set());
  const file = (k: string) => `/${manifest[k]!.file}`;
  const of = (page: string) => {
    const keys = new Set<string>();
    const css = new Set(layoutCss);
    const module = modules.get(page);
    if (module) {
      walk(module, keys, new Set());
      sheets(module, css);
    }
    return { scripts: [...keys].filter((k) => !startKeys.has(k)).map(file), styles: [...css] };
  };
  return { of, start: [...startKeys].map(file) };
}

/** The server-rendered pages: undefined when the build has no server entry (then the plain template is served). */
export async function serverRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<((req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined> {
  const file = path.join(distDir, ENTRY);
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setDomWindow(new JSDOM('').window);
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const assets = pageAssets(distDir, fs.readFileSync(new URL('../src/app/page-list.ts', import.meta.url), 'utf8'));
  const text = styleTexts(distDir);
  // The template's own sheet is the global one: its classes belong to no part.
  const splitSheets = sheetSplitter(
    text,
    [...template.matchAll(TEMPLATE_SHEET)].map((m) => m[1]!),
  );
  return async (req, reply) => {
    const origin = app.config.publicUrl ?? `${req.protocol}://${req.host}`;
    // The page's data calls answered in-process, counted against the visitor's own API budget.
    const api = async (apiPath: string, body: string) => {
      const res = await app.inject({
        method: 'POST',
        url: apiPath,
        payload: body,
        headers: { 'content-type': 'application/json', 'accept-language': req.headers['accept-language'] ?? '' },
        remoteAddress: req.ip,
      });
      recordCall(req.headers[TRACE_HEADER], { path: apiPath, body, status: res.statusCode, answer: res.body });
      return { status: res.statusCode, body: res.body };
    };
    // Chromium sends `Save-Data: on` with the user's data saver: the page then offers small pictures only.
    const saveData = savesData(req.headers['save-data']);
    const page = await entry.renderPage({ url: `${origin}${req.url}`, origin, api, saveData });
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Save-Data');
    if (page instanceof Response)
      return reply
        .code(page.status)
        .header('location', page.headers.get('location') ?? '/')
        .send();
    const files = page.pages.map(assets.of);
    const images = new Map(page.images.flatMap((i) => (safeMediaUrl(i.url) ? [[i.url, i.sizes] as const] : [])));
    // The first picture is asked for with the headers; scripts wait for the first paint (decision 052).
    const links = [...images].map(([url, sizes]) => imagePreloadLink(url, sizes, saveData));
    if (links.length) reply.header('link', links.join(', '));
    // The sheets the markup does not use come after the first paint, first in the list (they are small).
    const sheets = splitSheets(page.html, [...new Set(files.flatMap((f) => f.styles))]);
    // Then the page's translations: the app needs them to hydrate, and asked for after its code has run
    // they cost a round trip more.
    const modules = [...sheets.later, ...(page.translations ?? []), ...new Set([...assets.start, ...files.flatMap((f) => f.scripts)])];
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .send(fillTemplate(template, { ...page, modules, saveData }, sheets.inline, text));
  };
}
