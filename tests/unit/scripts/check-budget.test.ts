import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../scripts/check-budget.mjs');
const dirs: string[] = [];

/** A JS file whose gzip size is about `kb` KB (random text does not compress much). */
const filler = (kb: number) => `/*${crypto.randomBytes(Math.round(kb * 1024 * 1.02)).toString('base64')}*/export const x=1;`;

/** A built site: the entry with a static import, the home route chunk, another page's chunk, and Vite's manifest. */
function site(sizes: { shell: number; home: number; other: number }): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'yl-budget-'));
  dirs.push(dist);
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'assets', 'index-A1.js'), filler(sizes.shell));
  fs.writeFileSync(path.join(dist, 'assets', 'runtime-B2.js'), filler(1));
  fs.writeFileSync(path.join(dist, 'assets', 'home-page-C3.js'), filler(sizes.home));
  fs.writeFileSync(path.join(dist, 'assets', 'news-page-D4.js'), filler(sizes.other));
  const manifest = {
    'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: ['_runtime-B2.js'] },
    '_runtime-B2.js': { file: 'assets/runtime-B2.js' },
    'src/features/catalog/pages/home-page.tsx': { file: 'assets/home-page-C3.js', isDynamicEntry: true, imports: ['_runtime-B2.js'] },
    'src/features/content/pages/news-page.tsx': { file: 'assets/news-page-D4.js', isDynamicEntry: true },
  };
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const check = (dist: string) => spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('the bundle budget check', () => {
  it('passes and prints the figures when home JS (entry, its imports, home chunk) is within 150 KB and every chunk within 30 KB', () => {
    const r = check(site({ shell: 125, home: 10, other: 20 }));
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/home route initial JS .*: 13\d\.\d KB \(\d+ B; budget 153600 B, \d+ B to spare\)/);
    expect(r.stdout).toContain('news-page-D4.js');
  });

  it('fails when the home chunk tips the home route over 150 KB, though the entry alone is under', () => {
    const r = check(site({ shell: 130, home: 25, other: 20 }));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/home route JS 1[56]\d\.\d KB \(\d+ B\) exceeds the budget 150\.0 KB/);
  });

  it('fails on a route chunk over 30 KB', () => {
    const r = check(site({ shell: 100, home: 10, other: 32 }));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/chunk news-page-D4\.js is 3\d\.\d KB \(budget 30\.0 KB\)/);
  });

  it('fails when the build wrote no manifest', () => {
    const dist = site({ shell: 10, home: 1, other: 1 });
    fs.rmSync(path.join(dist, '.vite'), { recursive: true });
    const r = check(dist);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('manifest.json is missing');
  });
});
