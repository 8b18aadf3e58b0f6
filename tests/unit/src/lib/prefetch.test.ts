import { afterEach, describe, expect, it, vi } from 'vitest';

const loaders = vi.hoisted(() => ({
  news: vi.fn(async () => ({ default: () => null })),
  carModelDetail: vi.fn(async () => ({ default: () => null })),
}));
vi.mock('../../../../src/app/page-list.ts', () => ({
  PAGES: {
    news: { path: '/news', load: () => loaders.news() },
    carModelDetail: { path: '/pages/detail/car_model_id/:car_model_id', load: () => loaders.carModelDetail() },
  },
}));

const { canPrefetch, preferredImageWidth, prefetchOnIntent, prefetchRoute, resetPrefetchForTests } = await import('../../../../src/lib/prefetch.ts');

const nav = (connection?: { effectiveType?: string; saveData?: boolean }, onLine = true) => ({ onLine, connection }) as unknown as Navigator;

afterEach(() => {
  resetPrefetchForTests();
  loaders.news.mockClear();
  loaders.carModelDetail.mockClear();
});

describe('prefetchRoute', () => {
  it('loads a page chunk once, by name or by path in either language', () => {
    expect(prefetchRoute('/en/news', nav({ effectiveType: '4g' }))).toBe(true);
    expect(prefetchRoute('news', nav())).toBe(false);
    expect(loaders.news).toHaveBeenCalledTimes(1);
    expect(prefetchRoute('/pages/detail/car_model_id/3?x=1', nav())).toBe(true);
    expect(loaders.carModelDetail).toHaveBeenCalledTimes(1);
  });

  it('skips 2g, slow-2g, Save-Data and offline', () => {
    for (const n of [
      nav({ effectiveType: '2g' }),
      nav({ effectiveType: 'slow-2g' }),
      nav({ effectiveType: '4g', saveData: true }),
      nav(undefined, false),
    ]) {
      expect(canPrefetch(n)).toBe(false);
      expect(prefetchRoute('news', n)).toBe(false);
    }
    expect(loaders.news).not.toHaveBeenCalled();
  });

  it('intent handlers (hover, focus, touch) prefetch the link target once', () => {
    const handlers = prefetchOnIntent('/news?page=2');
    handlers.onMouseEnter();
    handlers.onFocus();
    handlers.onTouchStart();
    expect(loaders.news).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown paths', () => {
    expect(prefetchRoute('/no-such-page', nav())).toBe(false);
  });
});

describe('preferredImageWidth', () => {
  it('rounds device pixels up to a bucket, at most 2x', () => {
    expect(preferredImageWidth(390, nav(), 3)).toBe(1080);
    expect(preferredImageWidth(390, nav(), 1)).toBe(480);
    expect(preferredImageWidth(1440, nav(), 2)).toBe(1920);
  });
  it('asks for 1x, at most 768 px, on 2g or Save-Data', () => {
    expect(preferredImageWidth(390, nav({ saveData: true }), 3)).toBe(480);
    expect(preferredImageWidth(1440, nav({ effectiveType: '2g' }), 2)).toBe(768);
  });
});
