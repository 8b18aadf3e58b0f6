import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsQuery, apiSink, sameSiteReferrer, setAnalyticsSinks, trackPageView, type PageView } from '../../../../src/lib/analytics.ts';

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

  it("the page a document opened on takes its referrer from the document, when it is one of this site's pages", () => {
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => cb());
    const sink = vi.fn();
    setAnalyticsSinks([sink]);
    const here = window.location.origin;
    for (const [documentReferrer, expected] of [
      [`${here}/club?x=1`, '/club'],
      ['https://elsewhere.example/club', ''],
      ['', ''],
    ] as const) {
      Object.defineProperty(document, 'referrer', { value: documentReferrer, configurable: true });
      trackPageView({ ...view, referrer: null });
      expect(sink).toHaveBeenLastCalledWith({ ...view, referrer: expected });
    }
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    // Later views keep the app's own previous page.
    trackPageView({ ...view, referrer: '/news' });
    expect(sink).toHaveBeenLastCalledWith({ ...view, referrer: '/news' });
  });

  it('a same-site referrer is its path; another origin, a malformed URL or none is empty', () => {
    expect(sameSiteReferrer('http://127.0.0.1:4390/en/news', 'http://127.0.0.1:4390')).toBe('/en/news');
    expect(sameSiteReferrer('http://127.0.0.1:4391/en/news', 'http://127.0.0.1:4390')).toBe('');
    expect(sameSiteReferrer('not a url', 'http://127.0.0.1:4390')).toBe('');
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
