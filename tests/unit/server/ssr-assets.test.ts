import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../../server/ssr.ts';

/** A build's manifest: the entry imports react, loads the early listener and a page lazily. */
function distWith(manifest: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-ssr-assets-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const PAGE_LIST = `news: { path: '/news', load: () => import('../features/content/pages/news-page.tsx') },`;
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/layout/header/early-capture.ts', 'src/features/content/pages/news-page.tsx', 'src/app/persist-queries.ts'],
  },
  '_react.js': { file: 'assets/react-r1.js' },
  'src/app/layout/header/early-capture.ts': { file: 'assets/early-capture-c1.js' },
  'src/app/persist-queries.ts': { file: 'assets/persist-queries-p1.js', imports: ['_react.js'] },
  'src/features/content/pages/news-page.tsx': { file: 'assets/news-page-n1.js', imports: ['_react.js', '_format.js'], css: ['assets/news-s1.css'] },
  '_format.js': { file: 'assets/format-f1.js' },
};

describe('pageAssets', () => {
  it("preloads the entry's early listener on every page, so its import needs no round trip after the entry runs", () => {
    const assets = pageAssets(distWith(MANIFEST), PAGE_LIST);
    expect(assets.first).toEqual(['/assets/early-capture-c1.js']);
    // Lazy modules the first render does not wait for stay lazy.
    expect(assets.first).not.toContain('/assets/persist-queries-p1.js');
  });

  it("lists a page's own chunks and sheets, not the entry's", () => {
    const news = pageAssets(distWith(MANIFEST), PAGE_LIST).of('news');
    expect(news.scripts).toEqual(['/assets/news-page-n1.js', '/assets/format-f1.js']);
    expect(news.styles).toContain('/assets/news-s1.css');
  });

  it('preloads nothing extra when the build has no such listener', () => {
    const entry = { ...MANIFEST['index.html'], dynamicImports: ['src/features/content/pages/news-page.tsx'] };
    expect(pageAssets(distWith({ ...MANIFEST, 'index.html': entry }), PAGE_LIST).first).toEqual([]);
  });
});
