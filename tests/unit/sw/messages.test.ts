import { describe, expect, it } from 'vitest';
import { isDataSaver, isSkipWaiting, isWarm, isWorkerToPage, staleRuntimeCaches } from '../../../sw/messages.ts';
import { CATALOG_CACHE, IMAGE_CACHE, PACK_CACHE, PAGE_CACHE } from '../../../sw/cache-names.ts';

describe('worker messages', () => {
  it('recognises SKIP_WAITING only', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
  });
  it("finds our runtime caches from older versions, never the current ones, the ride pack's or the precache", () => {
    expect(
      staleRuntimeCaches([CATALOG_CACHE, IMAGE_CACHE, PAGE_CACHE, PACK_CACHE, 'yl-catalog-api-v0', 'workbox-precache-v2-https://x/', 'other']),
    ).toEqual(['yl-catalog-api-v0']);
  });

  it('accepts only bounded, well-formed page hellos and offline-copy reports', () => {
    expect(isWarm({ type: 'WARM', assets: ['/assets/a.js'], page: 'https://x/', dataSaver: false })).toBe(true);
    expect(isWarm({ type: 'WARM', assets: Array(401).fill('a'), page: '/', dataSaver: false })).toBe(false);
    expect(isWarm({ type: 'WARM', assets: [1], page: '/', dataSaver: false })).toBe(false);
    // The pages opened before the worker: at most eight URLs.
    expect(isWarm({ type: 'WARM', assets: [], page: '/club', earlier: ['https://x/', 'https://x/news'], dataSaver: false })).toBe(true);
    expect(isWarm({ type: 'WARM', assets: [], page: '/club', earlier: Array(9).fill('https://x/'), dataSaver: false })).toBe(false);
    expect(isWarm({ type: 'WARM', assets: [], page: '/club', earlier: [{}], dataSaver: false })).toBe(false);
    expect(isWarm({ type: 'WARM', assets: [], page: '/club', earlier: 'https://x/', dataSaver: false })).toBe(false);
    expect(isDataSaver({ type: 'DATA_SAVER', active: true })).toBe(true);
    expect(isDataSaver({ type: 'DATA_SAVER', active: 'yes' })).toBe(false);
    expect(isWorkerToPage({ type: 'OFFLINE_READY' })).toBe(true);
    expect(isWorkerToPage({ type: 'OFFLINE_FAILED', reason: 'quota' })).toBe(true);
    expect(isWorkerToPage({ type: 'OFFLINE_FAILED', reason: 'network' })).toBe(false);
  });
});
