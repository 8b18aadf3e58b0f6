import { describe, expect, it } from 'vitest';
import {
  CATALOG_TIMEOUT_MS,
  dataSaverOn,
  NAVIGATION_TIMEOUT_MS,
  networkTimeout,
  SLOW_TIMEOUT_MS,
  STALLED_TIMEOUT_MS,
} from '../../../sw/network-timeouts.ts';

describe('network time-outs by connection', () => {
  it('a normal connection: about 2.5 s for catalog calls, 1.5 s for navigations (they always have a fallback)', () => {
    expect(networkTimeout('catalog', { effectiveType: '4g' })).toBe(CATALOG_TIMEOUT_MS);
    expect(networkTimeout('navigation', { effectiveType: '4g' })).toBe(NAVIGATION_TIMEOUT_MS);
    expect(CATALOG_TIMEOUT_MS).toBe(2500);
    expect(NAVIGATION_TIMEOUT_MS).toBeLessThan(CATALOG_TIMEOUT_MS);
  });

  it('Save-Data, 2g and slow-2g wait less', () => {
    for (const hints of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { pageDataSaver: true }]) {
      expect(networkTimeout('catalog', hints)).toBe(SLOW_TIMEOUT_MS);
      expect(networkTimeout('navigation', hints)).toBeLessThanOrEqual(SLOW_TIMEOUT_MS);
    }
    expect(SLOW_TIMEOUT_MS).toBeLessThan(CATALOG_TIMEOUT_MS);
  });

  it('a stalled network waits only briefly', () => {
    expect(networkTimeout('catalog', {}, true)).toBe(STALLED_TIMEOUT_MS);
  });

  it("data saver: the page's state (with the user's choice) wins over the browser's hint", () => {
    expect(dataSaverOn({ saveData: true })).toBe(true);
    expect(dataSaverOn({ effectiveType: '3g' })).toBe(false);
    expect(dataSaverOn({ saveData: true, pageDataSaver: false })).toBe(false);
    // Turned off by the user, a 2g link still gets the short wait (it is slow whatever the choice).
    expect(networkTimeout('catalog', { effectiveType: '2g', pageDataSaver: false })).toBe(SLOW_TIMEOUT_MS);
  });
});
