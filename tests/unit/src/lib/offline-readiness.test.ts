import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleWorkerMessage, resetOfflineReadinessForTests, useOfflineStatus } from '../../../../src/lib/offline-readiness.ts';

beforeEach(() => localStorage.clear());
afterEach(() => resetOfflineReadinessForTests());

describe('offline readiness', () => {
  it('"ready to use offline" is shown once ever', () => {
    const { result, unmount } = renderHook(() => useOfflineStatus());
    act(() => handleWorkerMessage({ type: 'OFFLINE_READY' }));
    expect(result.current).toBe('ready');
    unmount();
    resetOfflineReadinessForTests();
    const again = renderHook(() => useOfflineStatus());
    act(() => handleWorkerMessage({ type: 'OFFLINE_READY' }));
    expect(again.result.current).toBe('none');
  });

  it('a failure says why, every time', () => {
    localStorage.setItem('yunling:offline-ready-shown', '1');
    const { result } = renderHook(() => useOfflineStatus());
    act(() => handleWorkerMessage({ type: 'OFFLINE_FAILED', reason: 'quota' }));
    expect(result.current).toBe('quota');
    act(() => handleWorkerMessage({ type: 'SOMETHING_ELSE' }));
    expect(result.current).toBe('quota');
  });
});
