import { describe, expect, it } from 'vitest';
import { pageNames } from '../../../../src/app/route-table.ts';
import { pages } from '../../../../src/app/page-registry.ts';
import { loadPage } from '../../../../src/app/pages.ts';

describe('page loading', () => {
  it('the registry has a loader for every page but home, and nothing else', () => {
    expect(Object.keys(pages).sort()).toEqual(pageNames.filter((n) => n !== 'index').sort());
  });

  it('loads home directly and other pages through the registry, as components', async () => {
    for (const name of ['index', 'news', 'carModelDetail'] as const) {
      const page = await loadPage(name);
      expect(typeof page.default, name).toBe('function');
    }
    const [detail, carModelDetail] = await Promise.all([loadPage('detail'), loadPage('carModelDetail')]);
    expect(carModelDetail.default).toBe(detail.default);
  });
});
