import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssets, sheetSplitter } from '../../../server/ssr.ts';

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

describe('sheetSplitter', () => {
  const sheets: Record<string, string> = {
    '/assets/index-g1.css': ':root{--c-ink:#0f1b2d}body{margin:0}',
    '/assets/start-h1.css': '._header_1xh11_2{top:0}._open_1xh11_9{display:block}',
    '/assets/mega-menu-m1.css': '._panel_lm99l_10{z-index:1}._panel_lm99l_10 ._link_lm99l_20{color:red}',
    '/assets/news-s1.css': '._list_kjrdu_2 img{width:100%}',
  };
  const text = (href: string) => sheets[href];

  it('inlines the sheets the markup uses and global ones; lists the others for later', () => {
    const html = '<header class="_header_1xh11_2 _fixed_1xh11_21"><svg class="x"></svg></header><ul class="_list_kjrdu_2"></ul>';
    expect(sheetSplitter(text)(html, Object.keys(sheets))).toEqual({
      inline: ['/assets/index-g1.css', '/assets/start-h1.css', '/assets/news-s1.css'],
      later: ['/assets/mega-menu-m1.css'],
    });
  });

  it("does not count the global sheet's classes as a part's own", () => {
    const withGlobal = {
      ...sheets,
      '/assets/index-x1.css': '.btn{padding:0}.container{margin:0 auto}',
      '/assets/drawer-d1.css': '._drawer_1v7rr_2{position:fixed}._drawer_1v7rr_2 .btn{width:100%}',
    };
    const read = (href: string) => withGlobal[href as keyof typeof withGlobal];
    const html = '<main class="container"><a class="btn">Go</a></main>';
    expect(sheetSplitter(read, ['/assets/index-x1.css'])(html, ['/assets/drawer-d1.css'])).toEqual({ inline: [], later: ['/assets/drawer-d1.css'] });
    expect(sheetSplitter(read)(html, ['/assets/drawer-d1.css'])).toEqual({ inline: ['/assets/drawer-d1.css'], later: [] });
  });

  it('matches whole class names only, and keeps a sheet it cannot read as a link in the head', () => {
    // `_panel_lm99l_1` is not `_panel_lm99l_10`; the class must be on an element, not in a text.
    const html = '<div class="_panel_lm99l_1">._panel_lm99l_10</div>';
    expect(sheetSplitter(text)(html, ['/assets/mega-menu-m1.css', '/assets/gone.css'])).toEqual({
      inline: ['/assets/gone.css'],
      later: ['/assets/mega-menu-m1.css'],
    });
  });
});
