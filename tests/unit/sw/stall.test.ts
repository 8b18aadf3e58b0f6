import { afterEach, describe, expect, it, vi } from 'vitest';
import { raceNetwork, StallTracker, TIMED_OUT } from '../../../sw/stall.ts';

afterEach(() => vi.useRealTimers());

describe('StallTracker', () => {
  it('a time-out with no answer since the request started means the network is stalled', () => {
    let now = 0;
    const stall = new StallTracker(() => now);
    now = 100;
    stall.timedOut(50);
    expect(stall.isStalled()).toBe(true);
    stall.answered();
    expect(stall.isStalled()).toBe(false);
  });

  it('a time-out while other answers arrive is a slow request, not a stalled network', () => {
    let now = 0;
    const stall = new StallTracker(() => now);
    now = 200;
    stall.answered();
    stall.timedOut(100);
    expect(stall.isStalled()).toBe(false);
  });

  it('releases every waiting request when the network is found stalled', async () => {
    vi.useFakeTimers();
    const stall = new StallTracker(() => 0);
    const never = new Promise<Response>(() => undefined);
    const long = raceNetwork(never, 60_000, stall, () => 0);
    const short = raceNetwork(never, 1000, stall, () => 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await short).toBe(TIMED_OUT);
    expect(await long).toBe(TIMED_OUT);
  });

  it('passes the network answer through and records it', async () => {
    const stall = new StallTracker(() => 5);
    stall.timedOut(0);
    const res = new Response('ok');
    expect(await raceNetwork(Promise.resolve(res), 1000, stall, () => 5)).toBe(res);
    expect(stall.isStalled()).toBe(false);
  });
});

describe('StallTracker channels', () => {
  it('pages that still load do not clear a stalled API, and a page time-out flags a silent API too', () => {
    let now = 0;
    const stall = new StallTracker(() => now);
    now = 10;
    stall.answered('page');
    now = 20;
    stall.timedOut(5); // an API call started at 5; a page answered at 10
    expect(stall.isStalled('api')).toBe(true);
    expect(stall.isStalled('page')).toBe(false);
    now = 30;
    stall.answered('page');
    expect(stall.isStalled('api')).toBe(true);
    now = 40;
    stall.timedOut(35);
    expect(stall.isStalled('page')).toBe(true);
  });
});
