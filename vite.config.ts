/// <reference types="vitest/config" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

/** The one manifest source (top-level manifest.webmanifest); `x_en` holds the English variant's overrides. */
const manifestSource = JSON.parse(fs.readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as ManifestOptions & {
  x_en: Record<string, unknown>;
};
const { x_en: englishOverrides, ...manifest } = manifestSource;
const buildId = process.env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const apiPort = process.env.API_PORT || '8081';
/**
 * React Router 7 exports only its development build (remix-run/react-router#14102); the production
 * build it publishes beside it differs in one flag that drops the dev warnings. Builds use it (decision 048).
 */
const routerProduction = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * Emits manifest-en.webmanifest for /en from the same source, and index-en.html: the page template in
 * English (`lang`, manifest), which the service worker answers offline for /en pages.
 */
function englishManifest(): Plugin {
  return {
    name: 'yunling-english-manifest',
    apply: 'build',
    // After Vite's HTML plugin has put index.html in the bundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type === 'asset' && typeof page.source === 'string') {
          const source = page.source
            .replace('<html lang="zh-CN">', '<html lang="en-US">')
            .replace('href="/manifest.webmanifest"', 'href="/manifest-en.webmanifest"');
          this.emitFile({ type: 'asset', fileName: 'index-en.html', source });
        }
        const { screenshot_labels: labels, ...rest } = englishOverrides as { screenshot_labels?: string[] } & Record<string, unknown>;
        const en = {
          ...manifest,
          ...rest,
          screenshots: manifest.screenshots?.map((s, i) => ({ ...s, label: labels?.[i] ?? s.label })),
          shortcuts: (rest.shortcuts as { name: string; short_name: string; url: string }[]).map((s, i) => ({
            ...s,
            icons: manifest.shortcuts?.[i]?.icons,
          })),
        };
        this.emitFile({ type: 'asset', fileName: 'manifest-en.webmanifest', source: JSON.stringify(en, null, 2) });
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __API_BASE__: JSON.stringify(process.env.API_BASE || '/stage-api'),
    // The server entry bundles its libraries (below): their production builds, whatever NODE_ENV the server has.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  // One self-contained server entry: it runs from wherever dist is, libraries included.
  ssr: { noExternal: true },
  plugins: [
    react(),
    // The server entry (`vite build --ssr`, dist/server/) is the same app for Node: no worker, no manifests.
    !isSsrBuild &&
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
    !isSsrBuild && englishManifest(),
  ],
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // Translations stay files (fetched as JSON, src/lib/i18n.ts), however small.
    assetsInlineLimit: (file: string) => (/\/locales\/\w+\/\w+\.json$/.test(file) ? false : undefined),
    // Every browser the site supports has <link rel="modulepreload">: no polyfill in the entry. A lazy
    // route's list keeps its style sheets only (they must be in before it renders): the ~150 JS file
    // names of every route's dependencies were 4 KB gzip of the entry. The server preloads the first
    // page's chunks (server/ssr.ts); later routes find their imports as they load.
    // The HTML keeps the entry's own imports (a chunk of shared helpers): without them the entry waits a
    // round trip for them before it can run.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((d) => d.endsWith('.css'))),
    },
    // Vite's backend-integration manifest: the server preloads a page's chunks from it (server/ssr.ts).
    manifest: true,
    reportCompressedSize: false,
    // The libraries every page starts with, as one file: after the first paint the page asks for its
    // modules all at once (decision 052), and a dozen small shared chunks cost a request each (and
    // compress worse) for code that always loads together. TanStack Query's core is among them: on its
    // own the bundler cut it into four chunks (by which lazy parts import which class), all of them
    // loaded by every page's start.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|wretch|zustand|@tanstack[\\/](query-core|react-query))[\\/]/,
                },
              ],
            },
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
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/unit/server/**/*.test.ts', 'tests/unit/scripts/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/unit/src/**/*.test.{ts,tsx}', 'tests/unit/sw/**/*.test.ts'],
          setupFiles: ['tests/unit/setup-web.ts'],
        },
      },
    ],
  },
}));
