import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogTimeoutMs, CATALOG_TIMEOUT_CONSTRAINED_MS, CATALOG_TIMEOUT_MS, withTimeout } from '../../../../src/lib/catalog-timeout.ts';
import { NetworkError, TimedOutError } from '../../../../src/lib/api-client.ts';

const nav = (connection?: { saveData?: boolean; effectiveType?: string }) => ({ connection }) as unknown as Navigator;

afterEach(() => vi.useRealTimers());

describe('catalogTimeoutMs', () => {
  it('waits about 2.5 s, less under Save-Data or on 2g', () => {
    expect(CATALOG_TIMEOUT_MS).toBe(2500);
    expect(catalogTimeoutMs(nav())).toBe(CATALOG_TIMEOUT_MS);
    expect(catalogTimeoutMs(nav({ effectiveType: '4g' }))).toBe(CATALOG_TIMEOUT_MS);
    expect(catalogTimeoutMs(nav({ saveData: true }))).toBe(CATALOG_TIMEOUT_CONSTRAINED_MS);
    expect(catalogTimeoutMs(nav({ effectiveType: 'slow-2g' }))).toBe(CATALOG_TIMEOUT_CONSTRAINED_MS);
    expect(CATALOG_TIMEOUT_CONSTRAINED_MS).toBeLessThan(CATALOG_TIMEOUT_MS);
  });
});

describe('withTimeout', () => {
  it('passes a prompt answer or failure through', async () => {
    await expect(withTimeout(Promise.resolve(1), 100, () => undefined)).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new NetworkError('offline')), 100, () => undefined)).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a stalled read as a TimedOutError (a NetworkError: pages show "not saved") and hands over the late answer', async () => {
    vi.useFakeTimers();
    let answer: (v: string) => void = () => undefined;
    const late = vi.fn();
    const result = withTimeout(new Promise<string>((r) => (answer = r)), 2500, late);
    const failed = expect(result).rejects.toSatisfy((e) => e instanceof TimedOutError && e instanceof NetworkError && e.timedOut);
    await vi.advanceTimersByTimeAsync(2500);
    await failed;
    answer('later');
    await vi.advanceTimersByTimeAsync(0);
    expect(late).toHaveBeenCalledWith('later');
  });
});
