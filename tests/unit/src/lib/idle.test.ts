import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, nextTask } from '../../../../src/lib/idle.ts';

/** A stand-in Resource Timing observer: `finish()` reports one resource load to every live observer. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  static finish() {
    for (const o of FakeObserver.live) o.callback();
  }
  constructor(private readonly callback: () => void) {}
  observe(options: { type: string }) {
    expect(options.type).toBe('resource');
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
}

/** Follows a promise: `done` turns true once it resolves. */
function track(p: Promise<void>) {
  const state = { done: false };
  void p.then(() => {
    state.done = true;
  });
  return state;
}

/** Whether the followed promise has resolved once the fake clock has moved on `ms`. */
async function settledAfter(ms: number, state: { done: boolean }): Promise<boolean> {
  await vi.advanceTimersByTimeAsync(ms);
  return state.done;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterPageSettles', () => {
  it('waits for a quiet period after load, then an idle moment', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const state = track(afterPageSettles(2000, 15_000));
    // afterLoadAndIdle's idle moment (jsdom has no requestIdleCallback: 200 ms), then 2 s of quiet, then idle.
    expect(await settledAfter(200 + 1900, state)).toBe(false);
    expect(await settledAfter(100 + 200, state)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('each finished resource load starts the quiet period again', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const state = track(afterPageSettles(2000, 15_000));
    await vi.advanceTimersByTimeAsync(200);
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(1500);
      FakeObserver.finish();
    }
    // 6 s after load the page is still loading something every 1.5 s: not settled.
    expect(state.done).toBe(false);
    expect(await settledAfter(1900, state)).toBe(false);
    expect(await settledAfter(100 + 200, state)).toBe(true);
  });

  it('a page that never goes quiet still settles at the cap', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const state = track(afterPageSettles(2000, 15_000));
    await vi.advanceTimersByTimeAsync(200);
    for (let t = 0; t < 14_500; t += 500) {
      await vi.advanceTimersByTimeAsync(500);
      FakeObserver.finish();
    }
    expect(state.done).toBe(false);
    expect(await settledAfter(500 + 200, state)).toBe(true);
    expect(FakeObserver.live.size).toBe(0);
  });

  it('without a Resource Timing observer, the quiet period alone', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const state = track(afterPageSettles(2000, 15_000));
    expect(await settledAfter(200 + 1900, state)).toBe(false);
    expect(await settledAfter(100 + 200, state)).toBe(true);
  });
});

describe('pageSettled', () => {
  it('is one watch for the page: every caller gets the same promise and there is one observer', async () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.resetModules();
    const { pageSettled } = await import('../../../../src/lib/idle.ts');
    const first = pageSettled();
    expect(pageSettled()).toBe(first);
    const state = track(first);
    await vi.advanceTimersByTimeAsync(200);
    expect(FakeObserver.live.size).toBe(1);
    FakeObserver.finish();
    expect(await settledAfter(1900, state)).toBe(false);
    expect(await settledAfter(100 + 200, state)).toBe(true);
    // Settled for good: later callers (a page opened later in the visit) need not wait again.
    expect(pageSettled()).toBe(first);
    expect(FakeObserver.live.size).toBe(0);
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await nextTask();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('otherwise resolves from a timer, in a later task: not in the same microtask checkpoint', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const state = track(nextTask());
    await Promise.resolve();
    await Promise.resolve();
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(true);
  });
});
