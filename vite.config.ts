/// <reference types="vitest/config" />
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

type OutputBundle = Record<string, { type: string; facadeModuleId?: string | null; fileName: string; imports?: string[]; moduleIds?: string[] }>;

/** The chunk built from a module whose path matches `pattern` (its entry module, not a shared chunk). */
const chunkOf = (bundle: OutputBundle, pattern: RegExp) => Object.values(bundle).find((c) => c.type === 'chunk' && pattern.test(c.facadeModuleId ?? ''));

/** The `common` translation chunk of each locale. */
const commonChunks = (bundle: OutputBundle): Partial<Record<'zh' | 'en', string>> => {
  const files: Partial<Record<'zh' | 'en', string>> = {};
  for (const locale of ['zh', 'en'] as const) {
    const chunk = chunkOf(bundle, new RegExp(`/locales/${locale}/common\\.json$`));
    if (chunk) files[locale] = `/${chunk.fileName}`;
  }
  return files;
};

/**
 * Preloads the Chinese `common` translation chunk from index.html: the entry awaits it before the
 * first render, and without a hint the browser only discovers it after the entry has executed.
 * `preloads.json` names what the server preloads with `Link: modulepreload` headers instead
 * (index.html is one file for every page): the English `common` chunk on /en pages, and the page
 * registry on every page but home (src/app/pages.ts).
 */
function preloadHints(): Plugin {
  return {
    name: 'yunling-preload-hints',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as OutputBundle;
      const registry = chunkOf(bundle, /\/src\/app\/page-registry\.ts$/);
      const source = { ...commonChunks(bundle), ...(registry ? { pages: `/${registry.fileName}` } : {}) };
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(source) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const zh = commonChunks((ctx.bundle ?? {}) as unknown as OutputBundle).zh;
        return zh ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: zh }, injectTo: 'head' as const }] : [];
      },
    },
  };
}

/**
 * Lists, for the budget check (scripts/check-budget.mjs), the JavaScript the home page's first render
 * waits for beyond the entry: the home page chunk with its static imports, and the Chinese translation
 * chunks of the namespaces its modules ask for (`useTranslation('<ns>')` suspends until they load).
 */
function homeRouteFiles(): Plugin {
  return {
    name: 'yunling-home-route-files',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as OutputBundle;
      const home = chunkOf(bundle, /\/src\/features\/catalog\/pages\/home-page\.tsx$/);
      if (!home) return;
      const files = new Set<string>();
      const namespaces = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || files.has(fileName)) return;
        files.add(fileName);
        for (const id of chunk.moduleIds ?? []) {
          if (!/\/src\/.*\.tsx?$/.test(id) || !fs.existsSync(id)) continue;
          for (const m of fs.readFileSync(id, 'utf8').matchAll(/useTranslation\(\s*['"](\w+)['"]/g)) namespaces.add(m[1]!);
        }
        for (const dep of chunk.imports ?? []) visit(dep);
      };
      visit(home.fileName);
      for (const ns of namespaces) {
        const locale = chunkOf(bundle, new RegExp(`/locales/zh/${ns}\\.json$`));
        if (locale) files.add(locale.fileName);
      }
      this.emitFile({ type: 'asset', fileName: 'home-route.json', source: JSON.stringify({ files: [...files].sort(), namespaces: [...namespaces].sort() }) });
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

/** Libraries on the first render's path (the persister's own query-core copy is not: it loads later). */
const VENDOR_PACKAGES = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|wretch|zustand|@tanstack\/react-query)\//;
/** Library parts only some lazy pages use (query hooks, zustand's middleware) stay with those pages. */
const LAZY_LIBRARY_PARTS = /(\/zustand\/esm\/middleware\.mjs|\/(useQueries|queriesObserver|useMutation|mutationObserver|useMutationState|useIsFetching|useInfiniteQuery|infiniteQueryObserver|useSuspense\w*|usePrefetch\w*|HydrationBoundary|hydration)\.js)$/;
const VENDOR = (id: string): boolean => VENDOR_PACKAGES.test(id) && !LAZY_LIBRARY_PARTS.test(id);

export default defineConfig(({ mode }) => ({
  resolve: { alias: [...(mode === 'production' ? reactRouterProduction : []), { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim }] },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __API_BASE__: JSON.stringify(process.env.API_BASE || '/stage-api'),
  },
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
        globPatterns: ['index.html', 'manifest-en.webmanifest', 'assets/**/*.{js,css,svg}'],
        globIgnores: ['**/*.map'],
        // Hashed file names already change with their content: no revision parameter needed.
        dontCacheBustURLsMatching: /^assets\//,
        // Above this a matched file is not app code (the whole entry is ~120 KB gzip): the build fails.
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
      devOptions: { enabled: false },
    }),
    englishManifest(),
    preloadHints(),
    homeRouteFiles(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry.
    // Lazy chunks need not list the chunks the entry always loads first (shorter preload maps in the entry).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => !/^assets\/(vendor|rolldown-runtime)-/.test(d)) : deps),
    },
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs load as one chunk: one request, and gzip shares one dictionary
        // across them (≈5 KB less than the same code in a dozen small shared chunks).
        codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] },
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
        test: { name: 'server', environment: 'node', include: ['tests/unit/server/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000, pool: 'forks' },
      },
      {
        extends: true,
        test: { name: 'web', environment: 'jsdom', include: ['tests/unit/src/**/*.test.{ts,tsx}', 'tests/unit/sw/**/*.test.ts'], setupFiles: ['tests/unit/setup-web.ts'] },
      },
    ],
  },
}));
