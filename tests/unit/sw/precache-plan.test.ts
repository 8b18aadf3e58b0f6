import { describe, expect, it } from 'vitest';
import { failureReason, inParallel, pageAssetPaths, shellReferences, splitManifest } from '../../../sw/precache-plan.ts';

const SHELL = `<!doctype html><html><head><link rel="icon" href="/generated/favicon.svg"><script type="module" crossorigin src="/assets/shell-AAA.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-BBB.css"><link rel="preload" as="fetch" crossorigin href="/assets/common-CCC.json"><link rel="manifest" href="/manifest.webmanifest"></head>
<body><a href="/news">News</a><img src="/media/brand/logo.svg"></body></html>`;

const entries = [
  'index.html',
  'index-en.html',
  'manifest.webmanifest',
  'manifest-en.webmanifest',
  'assets/shell-AAA.js',
  'assets/shell-BBB.css',
  'assets/common-CCC.json',
  'assets/common-DDD.json',
  'assets/detail-page-EEE.js',
  'assets/detail-page-FFF.css',
  'generated/favicon.svg',
  'generated/icon-192.png',
  'generated/icon-512.png',
].map((url) => ({ url, revision: url.startsWith('assets/') ? null : 'r1' }));

describe('precache plan', () => {
  it('reads what a shell page loads (scripts, styles, preloads, icons), not its links or pictures', () => {
    expect([...shellReferences(SHELL)].sort()).toEqual([
      'assets/common-CCC.json',
      'assets/shell-AAA.js',
      'assets/shell-BBB.css',
      'generated/favicon.svg',
      'manifest.webmanifest',
    ]);
  });

  it('critical = shell pages, manifests, what the shell loads and the tab icons; the rest later, styles first', () => {
    const { critical, later } = splitManifest(entries, shellReferences(SHELL));
    expect(critical.map((e) => e.url).sort()).toEqual(
      [
        'assets/common-CCC.json',
        'assets/shell-AAA.js',
        'assets/shell-BBB.css',
        'generated/favicon.svg',
        'index-en.html',
        'index.html',
        'manifest-en.webmanifest',
        'manifest.webmanifest',
      ].sort(),
    );
    expect(later.map((e) => e.url)).toEqual([
      'assets/detail-page-FFF.css',
      'assets/common-DDD.json',
      'assets/detail-page-EEE.js',
      'generated/icon-192.png',
      'generated/icon-512.png',
    ]);
  });

  it('fills in parallel, never more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 6, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      done.push(n);
    });
    expect(peak).toBe(6);
    expect(done).toHaveLength(10);
  });

  it('reports the first failure once the started ones settle', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    await expect(
      inParallel([1, 2, 3], 2, async (n) => {
        if (n === 2) throw quota;
      }),
    ).rejects.toBe(quota);
    expect(failureReason(quota)).toBe('quota');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('network');
    expect(failureReason(Object.assign(new Error('x'), { name: 'SecurityError' }))).toBe('storage');
  });

  it("keeps only the page's same-origin paths", () => {
    expect(
      pageAssetPaths(['https://site.example/assets/a.js', 'https://cdn.example/x.js', 3, 'https://site.example/assets/a.js'], 'https://site.example'),
    ).toEqual(['assets/a.js']);
  });
});
