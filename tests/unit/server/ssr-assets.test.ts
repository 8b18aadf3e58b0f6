import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets } from '../../../server/ssr.ts';

/** A build's manifest: the small entry starts the app (which imports react) after the first paint; pages load lazily. */
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
    imports: ['_runtime.js'],
    dynamicImports: ['src/app/start.tsx'],
    css: ['assets/index-g1.css'],
  },
  '_runtime.js': { file: 'assets/runtime-u1.js' },
  '_react.js': { file: 'assets/react-r1.js' },
  'src/app/start.tsx': {
    file: 'assets/start-s1.js',
    imports: ['_runtime.js', '_react.js', 'index.html'],
    dynamicImports: ['src/features/content/pages/news-page.tsx', 'src/app/persist-queries.ts', 'src/app/layout/footer/site-footer.tsx'],
    css: ['assets/start-h1.css'],
  },
  'src/app/layout/footer/site-footer.tsx': { file: 'assets/site-footer-f1.js', imports: ['_react.js'], css: ['assets/site-footer-f2.css'] },
  'src/app/persist-queries.ts': { file: 'assets/persist-queries-p1.js', imports: ['_react.js'] },
  'src/features/content/pages/news-page.tsx': { file: 'assets/news-page-n1.js', imports: ['_react.js', '_format.js'], css: ['assets/news-s1.css'] },
  '_format.js': { file: 'assets/format-f1.js' },
};

describe('pageAssets', () => {
  it("lists the app's start-up chunk with its imports for every page, not the entry's nor what loads later", () => {
    const assets = pageAssets(distWith(MANIFEST), PAGE_LIST);
    expect(assets.start).toEqual(['/assets/start-s1.js', '/assets/react-r1.js']);
    expect(assets.start).not.toContain('/assets/persist-queries-p1.js');
  });

  it("lists a page's own chunks (not the start-up ones again) and every sheet its render can use", () => {
    const news = pageAssets(distWith(MANIFEST), PAGE_LIST).of('news');
    expect(news.scripts).toEqual(['/assets/news-page-n1.js', '/assets/format-f1.js']);
    expect(news.styles).toEqual(expect.arrayContaining(['/assets/news-s1.css', '/assets/start-h1.css', '/assets/site-footer-f2.css']));
    // The entry's own sheet is in the template already.
    expect(news.styles).not.toContain('/assets/index-g1.css');
  });

  it('lists no start-up chunks when the entry starts no app module', () => {
    const entry = { ...MANIFEST['index.html'], dynamicImports: ['src/features/content/pages/news-page.tsx'] };
    expect(pageAssets(distWith({ ...MANIFEST, 'index.html': entry }), PAGE_LIST).start).toEqual([]);
  });
});
