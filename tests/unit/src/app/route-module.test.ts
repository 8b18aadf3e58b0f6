import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ensureQueries, type PageContext } from '../../../../src/app/route-module.ts';
import { CATALOG_TIMEOUT_CONSTRAINED_MS, CATALOG_TIMEOUT_MS } from '../../../../src/lib/catalog-timeout.ts';

// The page must be on screen (its render takes up to a second on a busy phone) when the catalog read
// gives up, or "not saved yet" shows a render after the time-out instead of at it.
const RENDER_HEADROOM_MS = 1000;

function browserContext(): PageContext {
  const queryClient = new QueryClient();
  return { params: {}, url: new URL('http://x/'), locale: 'zh', lang: 0, queryClient, server: false };
}

/** Calls ensureQueries on a read that never answers; resolves to the fake-clock time the loader let go. */
async function releasedAfter(): Promise<number> {
  const ctx = browserContext();
  const stalled = { queryKey: ['stalled'], queryFn: () => new Promise<never>(() => undefined) };
  let doneAt = -1;
  void ensureQueries(ctx, [stalled]).then(() => (doneAt = Date.now()));
  const start = Date.now();
  for (let i = 0; i < 40 && doneAt < 0; i++) await vi.advanceTimersByTimeAsync(100);
  return doneAt - start;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ensureQueries in the browser', () => {
  it('lets the navigation go well before a stalled catalog read times out', async () => {
    vi.useFakeTimers();
    const waited = await releasedAfter();
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(CATALOG_TIMEOUT_MS - RENDER_HEADROOM_MS);
  });

  it('the same on a constrained connection, whose read gives up sooner', async () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    vi.useFakeTimers();
    const waited = await releasedAfter();
    expect(waited).toBeGreaterThan(0);
    expect(waited).toBeLessThanOrEqual(CATALOG_TIMEOUT_CONSTRAINED_MS - RENDER_HEADROOM_MS);
  });

  it('waits for an answer that comes promptly', async () => {
    const ctx = browserContext();
    await ensureQueries(ctx, [{ queryKey: ['quick'], queryFn: () => Promise.resolve(7) } as never]);
    expect(ctx.queryClient.getQueryData(['quick'])).toBe(7);
  });
});
