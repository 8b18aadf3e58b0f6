import { describe, expect, it } from 'vitest';
import { isDataFile, isStyleSheet, pageModulesElement, pageModulesIn, validModules } from '../../../../src/lib/page-modules.ts';

describe('the page-modules list', () => {
  it('reads back what the server writes, as the worker and the ride pack find it in a page', () => {
    const html = `<div id="root"><p>hi</p></div>${pageModulesElement(['/assets/start-a1.js', '/assets/club-page-b2.js'])}</body>`;
    expect(pageModulesIn(html)).toEqual(['/assets/start-a1.js', '/assets/club-page-b2.js']);
  });

  it('keeps only same-site build chunks, sheets and translation files, at most 200, and writes nothing for an empty list', () => {
    expect(
      validModules([
        '/assets/a.js',
        '/assets/b.css',
        '//x.example/assets/c.js',
        '/assets/d e.js',
        null,
        '/assets/e.js',
        '/assets/f.html',
        '/g.css',
        '/assets/common-h1.json',
        '/locales/zh/common.json',
      ]),
    ).toEqual(['/assets/a.js', '/assets/b.css', '/assets/e.js', '/assets/common-h1.json']);
    expect(['/assets/b.css', '/assets/a.js', '/assets/c.json'].map(isStyleSheet)).toEqual([true, false, false]);
    expect(['/assets/b.css', '/assets/a.js', '/assets/c.json'].map(isDataFile)).toEqual([false, false, true]);
    expect(validModules('not a list')).toEqual([]);
    expect(validModules(Array.from({ length: 300 }, (_, i) => `/assets/m${i}.js`))).toHaveLength(200);
    expect(pageModulesElement([])).toBe('');
    expect(pageModulesElement(['https://x.example/a.js'])).toBe('');
  });

  it('finds no list in a page without one or with a broken one', () => {
    expect(pageModulesIn('<html><body>no list</body></html>')).toEqual([]);
    expect(pageModulesIn('<script type="application/json" id="page-modules">["/assets/a.js"</script>')).toEqual([]);
  });
});
