import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsQuery, apiSink, setAnalyticsSinks, trackPageView, type PageView } from '../../../../src/lib/analytics.ts';

const view: PageView = { path: '/news', query: '', routeName: 'news', referrer: '/', lang: 0 };

afterEach(() => {
  setAnalyticsSinks([apiSink]);
  vi.unstubAllGlobals();
});

describe('page views', () => {
  it("are sent to every sink once the browser is idle, never during the page's own work", () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const a = vi.fn();
    const b = vi.fn();
    setAnalyticsSinks([a, b]);
    trackPageView(view);
    expect(a).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(a).toHaveBeenCalledWith(view);
    expect(b).toHaveBeenCalledWith(view);
  });

  it('a sink that throws or rejects does not stop the others', async () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => cb());
    const ok = vi.fn();
    setAnalyticsSinks([
      () => {
        throw new Error('broken');
      },
      () => Promise.reject(new Error('offline')),
      ok,
    ]);
    expect(() => trackPageView(view)).not.toThrow();
    await Promise.resolve();
    expect(ok).toHaveBeenCalledWith(view);
  });
});

describe('the query string of a page view', () => {
  it('is kept without `?`, and without any token however its key is written', () => {
    expect(analyticsQuery('?id=3')).toBe('id=3');
    expect(analyticsQuery('')).toBe('');
    expect(analyticsQuery('?id=3&token=secret')).toBe('id=3');
    expect(analyticsQuery('?TOKEN=s&%74oken=s&id=4&q=%E5%A4%B4%E7%9B%94')).toBe('id=4&q=%E5%A4%B4%E7%9B%94');
    expect(analyticsQuery('?q=%E0%A4&id=5')).toBe('q=%E0%A4&id=5');
    expect(analyticsQuery(`?q=${'x'.repeat(600)}`)).toHaveLength(512);
  });

  it('reaches every sink without the token', () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => cb());
    const sink = vi.fn();
    setAnalyticsSinks([sink]);
    trackPageView({ ...view, path: '/newsDetail', query: '?id=3&token=secret' });
    expect(sink).toHaveBeenCalledWith({ ...view, path: '/newsDetail', query: 'id=3' });
  });
});
