import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiSink, setAnalyticsSinks, trackPageView, type PageView } from '../../../../src/lib/analytics.ts';

const view: PageView = { path: '/news', routeName: 'news', referrer: '/', lang: 0 };

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
