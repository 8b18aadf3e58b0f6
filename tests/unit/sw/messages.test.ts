import { describe, expect, it } from 'vitest';
import { isSkipWaiting, staleRuntimeCaches } from '../../../sw/messages.ts';
import { CATALOG_CACHE, IMAGE_CACHE } from '../../../sw/cache-names.ts';

describe('worker messages', () => {
  it('recognises SKIP_WAITING only', () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
  });
  it('finds our runtime caches from older versions, never the current ones or the precache', () => {
    expect(staleRuntimeCaches([CATALOG_CACHE, IMAGE_CACHE, 'yl-catalog-api-v0', 'workbox-precache-v2-https://x/', 'other'])).toEqual(['yl-catalog-api-v0']);
  });
});
