/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as viteBuild, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The one manifest source (top-level manifest.webmanifest); `x_en` holds the English variant's overrides. */
const manifestSource = JSON.parse(fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as ManifestOptions & { x_en: Record<string, unknown> };
const { x_en: englishOverrides, ...manifest } = manifestSource;
const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const apiPort = process.env.API_PORT || '8081';

/** Emits manifest-en.webmanifest for /en from the same source. */
function englishManifest(): Plugin {
  return {
    name: 'yunling-english-manifest',
    apply: 'build',
    generateBundle() {
      const { screenshot_labels: labels, ...rest } = englishOverrides as { screenshot_labels?: string[] } & Record<string, unknown>;
      const en = {
        ...manifest,
        ...rest,
        screenshots: manifest.screenshots?.map((s, i) => ({ ...s, label: labels?.[i] ?? s.label })),
        shortcuts: (rest.shortcuts as { name: string; short_name: string; url: string }[]).map((s, i) => ({ ...s, icons: manifest.shortcuts?.[i]?.icons })),
      };
      this.emitFile({ type: 'asset', fileName: 'manifest-en.webmanifest', source: JSON.stringify(en, null, 2) });
    },
  };
}

type OutputBundle = Record<
  string,
  {
    type: string;
    fileName: string;
    facadeModuleId?: string | null;
    imports?: string[];
    moduleIds?: string[];
    originalFileNames?: string[];
    viteMetadata?: { importedCss: Set<string> };
  }
>;

/** The chunk built from a module whose path matches `pattern` (its entry module, not a shared chunk). */
const chunkOf = (bundle: OutputBundle, pattern: RegExp) => Object.values(bundle).find((c) => c.type === 'chunk' && pattern.test(c.facadeModuleId ?? ''));

/** Each translation file's URL, keyed `<locale>/<namespace>` (they are JSON assets, see src/lib/i18n.ts). */
function translationFiles(bundle: OutputBundle): Record<string, string> {
  const files: Record<string, string> = {};
  for (const asset of Object.values(bundle)) {
    if (asset.type !== 'asset') continue;
    for (const name of asset.originalFileNames ?? []) {
      const m = /locales\/(zh|en)\/(\w+)\.json$/.exec(name);
      if (m) files[`${m[1]}/${m[2]}`] = `/${asset.fileName}`;
    }
  }
  return files;
}

/** What a page's first render waits for beyond the entry: its chunk with that chunk's static imports, their CSS and the translation namespaces they read. */
function pageRoute(bundle: OutputBundle, page: RegExp): { files: string[]; css: string[]; namespaces: string[] } {
  const files = new Set<string>();
  const css = new Set<string>();
  const namespaces = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    for (const id of chunk.moduleIds ?? []) {
      if (!/\/src\/.*\.tsx?$/.test(id) || !fs.existsSync(id)) continue;
      // useTranslation('<ns>') suspends the render until that namespace has loaded.
      for (const m of fs.readFileSync(id, 'utf8').matchAll(/useTranslation\(\s*['"](\w+)['"]/g)) namespaces.add(m[1]!);
    }
    for (const dep of chunk.imports ?? []) if (!/^assets\/(shell|rolldown-runtime)-/.test(dep)) visit(dep);
    // A chunk's CSS after its imports' CSS, the order the cascade has when Vite loads them.
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  };
  const chunk = chunkOf(bundle, page);
  if (chunk) visit(chunk.fileName);
  return { files: [...files].sort(), css: [...css], namespaces: [...namespaces].sort() };
}

/** The modules of the pages the server renders (src/app/layout/static-shell.tsx `SERVER_RENDERED`). */
const SERVER_PAGE_MODULES: Record<string, RegExp> = {
  index: /\/src\/features\/catalog\/pages\/home-page\.tsx$/,
  news: /\/src\/features\/content\/pages\/news-page\.tsx$/,
  carModelDetail: /\/src\/features\/catalog\/pages\/detail-page\.tsx$/,
};

/**
 * Preload hints and the budget check's input.
 * - index.html preloads the Chinese `common` translations: the entry awaits them before the first
 *   render, and without a hint the browser only asks for them once the entry has run.
 * - `preloads.json` names what the server preloads per page with `Link` headers (index.html is one
 *   file for every page): the translations a page's first render needs that index.html does not
 *   name, and the page registry on every page but home (src/app/pages.ts).
 * - `home-route.json` lists what the home page's first render waits for beyond the entry, for
 *   scripts/check-budget.mjs: the home page chunk with its static imports, and its translations.
 */
function routeHints(): Plugin {
  return {
    name: 'yunling-route-hints',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as OutputBundle;
      const translations = translationFiles(bundle);
      const { css: _homeCss, ...home } = pageRoute(bundle, SERVER_PAGE_MODULES.index!);
      const registry = chunkOf(bundle, /\/src\/app\/page-registry\.ts$/);
      // The pages the server renders into the HTML (server/page-shell.ts): what their first render needs.
      const serverPages = Object.fromEntries(
        Object.entries(SERVER_PAGE_MODULES).map(([name, module]) => {
          const route = pageRoute(bundle, module);
          return [name, { css: route.css.map((f) => `/${f}`), namespaces: route.namespaces }];
        }),
      );
      const preloads = { translations, home: home.namespaces, pages: registry ? `/${registry.fileName}` : undefined, serverPages };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads) });
      const homeTranslations = ['common', ...home.namespaces].flatMap((ns) => (translations[`zh/${ns}`] ? [translations[`zh/${ns}`]!.slice(1)] : []));
      this.emitFile({ type: 'asset', fileName: 'home-route.json', source: JSON.stringify({ ...home, translations: homeTranslations }) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const zh = translationFiles((ctx.bundle ?? {}) as unknown as OutputBundle)['zh/common'];
        return zh ? [{ tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: zh }, injectTo: 'head' as const }] : [];
      },
    },
  };
}

/** Where the build keeps the Node build of the static shell renderer. */
const staticShellDir = fileURLToPath(new URL('./node_modules/.cache/static-shell/', import.meta.url));

/**
 * The app shell in the HTML (decision 028): renders the layout's first commit (header, skip link,
 * loading bar, main with its spinner) with the real components for each language, through a Node
 * build of src/app/layout/static-shell.tsx (same CSS-module class names as the client build), and
 * puts it inside #root: Chinese in index.html, English in index-en.html (`lang="en-US"` and the English manifest, as the app sets them), which the
 * server and the service worker answer for /en pages. React replaces it on its first commit.
 */
/**
 * In the server's renderer, code-split parts never load (`lazy` components stay suspended): a render
 * shows exactly what the browser's first render commits, where every lazy part shows its fallback.
 * Without this, a part that loaded for one render would show in the next. App modules get React with
 * that `lazy`; libraries keep React as it is.
 */
function pendingLazyParts(): Plugin {
  const virtual = '\0react-with-pending-lazy';
  const names = Object.keys(createRequire(import.meta.url)('react') as object).filter((n) => n !== 'lazy' && n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  return {
    name: 'yunling-pending-lazy',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'react' && importer?.includes('/src/') ? virtual : undefined),
    load: (id) =>
      id === virtual
        ? `import React from 'react';\nexport default React;\nexport const { ${names.join(', ')} } = React;\nconst never = new Promise(() => {});\nexport function lazy() { return function Pending() { throw never; }; }\n`
        : undefined,
  };
}

/** The renderer's copy in dist, for the server (never served: server/static.ts). */
const PAGE_RENDERER = 'server/page-shell.mjs';

function staticShell(define: Record<string, string>): Plugin {
  return {
    name: 'yunling-static-shell',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, output) {
        const page = output['index.html'];
        if (!page || page.type !== 'asset' || typeof page.source !== 'string') return;
        await viteBuild({
          configFile: false,
          publicDir: false,
          logLevel: 'warn',
          root: fileURLToPath(new URL('.', import.meta.url)),
          plugins: [pendingLazyParts(), react()],
          // React's production build whatever NODE_ENV the server runs with.
          define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
          resolve: { alias: aliases('production') },
          // One self-contained file (its libraries inside): the server loads it from wherever dist is.
          ssr: { noExternal: true },
          build: {
            ssr: 'src/app/layout/static-shell.tsx',
            outDir: staticShellDir,
            emptyOutDir: true,
            minify: true,
            rolldownOptions: { output: { entryFileNames: 'static-shell.mjs', codeSplitting: false } },
          },
        });
        const renderer = `${staticShellDir}static-shell.mjs`;
        const { renderStaticShell } = (await import(`${pathToFileURL(renderer).href}?${Date.now()}`)) as typeof import('./src/app/layout/static-shell.tsx');
        // The server renders pages per request with the same bundle (server/page-shell.ts, decision 029).
        this.emitFile({ type: 'asset', fileName: PAGE_RENDERER, source: fs.readFileSync(renderer) });
        const withShell = (html: string, locale: 'zh' | 'en') => {
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root for the static shell');
          // Inert until React's first commit replaces it (src/app/app.tsx): its buttons do nothing yet.
          return html.replace('<div id="root"></div>', `<div id="root" inert="">${renderStaticShell(locale)}</div>`);
        };
        const zh = page.source;
        page.source = withShell(zh, 'zh');
        this.emitFile({ type: 'asset', fileName: 'index-en.html', source: withShell(zh.replace('<html lang="zh-CN">', '<html lang="en-US">').replace('href="/manifest.webmanifest"', 'href="/manifest-en.webmanifest"'), 'en') });
      },
    },
  };
}

/** React 19 has useSyncExternalStore built in: the React 16/17 shim react-i18next imports is dead weight. */
const syncExternalStoreShim = fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url));

/**
 * react-router's exports map only names its development build; in production builds use the
 * production files it ships beside it (no dev warnings/invariants: about a third smaller).
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/** The site has no infinite queries: query-core's infinite-query behaviour is left out (src/lib/query-infinite-unused.ts). */
const infiniteQueriesUnused = fileURLToPath(new URL('./src/lib/query-infinite-unused.ts', import.meta.url));

/** Module aliases of a build mode: the shims always, react-router's production files in production (client and static-shell builds alike). */
function aliases(mode: string) {
  return [
    ...(mode === 'production' ? reactRouterProduction : []),
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim },
    { find: /^\.\/infiniteQueryBehavior\.js$/, replacement: infiniteQueriesUnused },
  ];
}

/**
 * Parts that load in the background after the first render (service worker bridge, offline and update
 * chrome, query-cache persistence, the below-the-fold footer, the logged-in cart count, analytics): nobody waits
 * for them, so the entry does not carry a preload list of their imports (their CSS is still listed:
 * Vite inserts it before the part renders). Their imports load when they run.
 */
const BACKGROUND_PARTS = /^assets\/(site-chrome|persist-queries|site-footer|cart-badge-sync)-/;

/**
 * The modules the entry imports statically, directly or not (filled in when the module graph is
 * complete): the libraries and app code every page's first render runs.
 */
const shellModuleIds = new Set<string>();
function shellModules(): Plugin {
  return {
    name: 'yunling-shell-modules',
    apply: 'build',
    buildEnd() {
      shellModuleIds.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry).flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (queue.length) {
        const id = queue.pop()!;
        if (shellModuleIds.has(id)) continue;
        shellModuleIds.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * Library files a package's index re-exports but only some lazy pages use (query hooks, zustand's
 * middleware): the entry "imports" them through that index, yet they stay with the pages that use them.
 */
const LAZY_LIBRARY_PARTS = /(\/zustand\/esm\/middleware\.mjs|\/(useQueries|queriesObserver|useMutation|mutationObserver|useMutationState|useIsFetching|useInfiniteQuery|infiniteQueryObserver|useSuspense\w*|usePrefetch\w*|HydrationBoundary|hydration)\.js)$/;
/**
 * In the shell chunk though the entry does not import them:
 * - React DOM's client, like the rest of the first render's code; the entry imports it dynamically,
 *   so that its module body runs in a task of its own (decision 030);
 * - the "as of" stamp of every catalog query (0.3 KB), which the first-screen queries of home and of a
 *   model's page and the mega-menu every page loads all use (decision 039).
 */
const DEFERRED_SHELL = /\/node_modules\/(react-dom|scheduler)\/|\/src\/lib\/as-of\.ts$/;
/** The shell chunk: the entry's static imports, libraries and app code alike (see `codeSplitting`). */
const IN_SHELL = (id: string): boolean => (shellModuleIds.has(id) && !LAZY_LIBRARY_PARTS.test(id)) || DEFERRED_SHELL.test(id);

/**
 * Chunks of the small modules the pages share (decision 039). Left to itself the bundler gives each set
 * of importers its own chunk: home made 23 script requests, 12 of them under 1 KB, each ≈1 KB of response
 * headers over HTTP/1.1, its own network and DevTools events in the browser process and its own module
 * evaluation task. Each group below is loaded by the pages that load any of its modules; the modules
 * were picked so that those are the pages that would load nearly all of it anyway.
 */
const src = (pattern: string) => new RegExp(`/src/(${pattern})$`);
const CHUNK_GROUPS: { name: string; test: RegExp }[] = [
  // Script-only helpers nearly every page and the mega-menu use: formatting, "as of" stamps, the online
  // state. First: a group also takes the modules its modules import, unless an earlier group has them.
  { name: 'common', test: src('lib/(format|use-online)\\.ts|components/ui/as-of\\.tsx|config/site-figures\\.ts') },
  // Pages with first-screen data (home, news, a model's page): route-data.ts with the first-screen
  // queries of home and the model page, one request where the queries were a second round trip.
  { name: 'first-screen', test: src('app/route-data\\.ts|features/catalog/api/(get-banners|get-recommended-models|get-car-info)\\.ts') },
  // Every page, after its first render: the header's menu triggers, the install and offline chrome,
  // the service worker's bridge and analytics.
  { name: 'site-chrome', test: src('lib/(sw-bridge|analytics)\\.ts|features/pwa/(install-store\\.ts|components/pwa-chrome\\.tsx)|app/layout/header/(menu-triggers\\.ts|use-hover-intent\\.ts|nav-dropdown\\.(tsx|module\\.css)|products-trigger\\.tsx)') },
  // The mega-menu with its model groups (every page loads it once idle, for the offline menu).
  { name: 'mega-menu', test: src('features/catalog/components/mega-menu/[\\w.-]+|features/catalog/api/get-car-groups\\.ts') },
];

/**
 * V8's explicit compile hint (Chrome 136+; a comment to other engines) opens the shell chunk: nearly
 * every function in it runs on the first render, so V8 compiles them all while the file streams in, on
 * a background thread, instead of each on the main thread at its first call (decision 030). Added to
 * the written file: the comment must be its first line, and Vite puts its preload map there last.
 */
function compileHint(): Plugin {
  return {
    name: 'yl-compile-hint',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== 'shell') continue;
        const file = path.join(options.dir!, chunk.fileName);
        fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * The site never hydrates: React's first commit replaces the server's HTML (decision 029). A static
 * import of React DOM's client let the bundler drop `hydrateRoot` and what only it uses; the entry's
 * dynamic import (decision 030) keeps every export, so the client build leaves it out here instead.
 */
function withoutHydrateRoot(): Plugin {
  return {
    name: 'yl-without-hydrate-root',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id)) return undefined;
      type Statement = { type: string; start: number; end: number; expression?: { type: string; left?: { property?: { name?: string } } } };
      const { body } = this.parse(code) as unknown as { body: Statement[] };
      const assignment = body.find((s) => s.type === 'ExpressionStatement' && s.expression?.type === 'AssignmentExpression' && s.expression.left?.property?.name === 'hydrateRoot');
      if (!assignment) this.error('React DOM no longer assigns exports.hydrateRoot: review withoutHydrateRoot() in vite.config.ts');
      return { code: `${code.slice(0, assignment.start)}${code.slice(assignment.end)}`, map: null };
    },
  };
}

/**
 * React Router's production build names its components and contexts at the top level
 * (`NavLink.displayName = "NavLink"`). Such a write keeps a component in the bundle even when the site
 * never uses it (Form, NavLink, ScrollRestoration). The names are for React's developer tools only:
 * the client build drops them, and the bundler then drops what is unused.
 */
function withoutRouterDisplayNames(): Plugin {
  return {
    name: 'yl-without-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/.test(id)) return undefined;
      return { code: code.replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, ''), map: null };
    },
  };
}

/**
 * i18next's `logger.log`, `.warn`, `.deprecate` and `.once` print only with `debug: true`, which the
 * site never sets (its `Logger.forward` returns at once for them); their messages, some several hundred
 * characters long, are dead weight in the shell. The client build drops their arguments (the calls stay,
 * and still return null). `logger.error`, which does print, is left as it is.
 */
function withoutI18nextDebugMessages(): Plugin {
  type AstNode = { type?: string; start: number; end: number; callee?: AstNode; object?: AstNode; property?: AstNode & { name?: string }; arguments?: AstNode[] };
  const isDebugLog = (node: AstNode): boolean =>
    node.type === 'CallExpression' &&
    node.callee?.type === 'MemberExpression' &&
    /^(log|warn|deprecate|once)$/.test(node.callee.property?.name ?? '') &&
    node.callee.object?.type === 'MemberExpression' &&
    node.callee.object.property?.name === 'logger';
  return {
    name: 'yl-without-i18next-debug-messages',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/i18next\/dist\/esm\/i18next\.js$/.test(id)) return undefined;
      const cuts: Array<[number, number]> = [];
      const walk = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(walk);
        const n = node as AstNode;
        if (isDebugLog(n) && n.arguments!.length) {
          cuts.push([n.arguments![0].start, n.arguments![n.arguments!.length - 1].end]);
          return;
        }
        for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value);
      };
      walk(this.parse(code));
      if (cuts.length < 20) this.error(`i18next has ${cuts.length} debug-only logger calls (expected dozens): review withoutI18nextDebugMessages() in vite.config.ts`);
      let out = '';
      let at = 0;
      for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
        out += code.slice(at, start);
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}

const defines = {
  __BUILD_ID__: JSON.stringify(buildId),
  __API_BASE__: JSON.stringify(process.env.API_BASE || '/stage-api'),
};

export default defineConfig(({ mode }) => ({
  resolve: { alias: aliases(mode) },
  define: defines,
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['generated/favicon.svg', 'generated/favicon-32.png', 'generated/apple-touch-icon.png'],
      injectManifest: {
        // Classic (IIFE) worker: module service workers are not supported by every browser we serve.
        rollupFormat: 'iife',
        // Precache = what the site needs to open offline: the shell, the entry, every route chunk and
        // both languages' translation chunks (all under assets/), CSS, small code-imported SVGs and the
        // English manifest. The plugin adds the Chinese manifest, `includeAssets` and the manifest
        // icons itself. Gallery and hero artwork come from /media at run time (cache-first there, never
        // precached); screenshots and the social image are not needed offline.
        globPatterns: ['index.html', 'index-en.html', 'manifest-en.webmanifest', 'assets/**/*.{js,css,svg,json}'],
        globIgnores: ['**/*.map'],
        // Hashed file names already change with their content: no revision parameter needed.
        dontCacheBustURLsMatching: /^assets\//,
        // Above this a matched file is not app code (the whole entry is ~120 KB gzip): the build fails.
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      devOptions: { enabled: false },
    }),
    englishManifest(),
    routeHints(),
    shellModules(),
    compileHint(),
    withoutHydrateRoot(),
    withoutRouterDisplayNames(),
    withoutI18nextDebugMessages(),
    staticShell(defines),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Translations stay files (fetched as JSON, src/lib/i18n.ts), however small.
    assetsInlineLimit: (file: string) => (/\/locales\/\w+\/\w+\.json$/.test(file) ? false : undefined),
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    // Lazy chunks need not list the chunks the entry always loads first (shorter preload maps in the entry).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => !/^assets\/(shell|rolldown-runtime)-/.test(d) && (d.endsWith('.css') || !BACKGROUND_PARTS.test(file))) : deps),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Everything the first render of any page needs is one chunk, libraries and app code: one
        // request, one gzip dictionary and no import/export lists between them (≈5 KB less than a dozen
        // small shared chunks, and another 0.5 KB less than a library chunk beside an app chunk).
        codeSplitting: { groups: [{ name: 'shell', test: IN_SHELL, priority: CHUNK_GROUPS.length + 1 }, ...CHUNK_GROUPS.map((group, i) => ({ ...group, priority: CHUNK_GROUPS.length - i }))] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/stage-api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
  preview: { host: '127.0.0.1' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'server', environment: 'node', include: ['tests/unit/server/**/*.test.ts', 'tests/unit/scripts/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'web', environment: 'jsdom', include: ['tests/unit/src/**/*.test.{ts,tsx}', 'tests/unit/sw/**/*.test.ts'], setupFiles: ['tests/unit/setup-web.ts'] },
      },
    ],
  },
}));
