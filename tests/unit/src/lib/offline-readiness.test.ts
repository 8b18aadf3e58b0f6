import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  greetWorker,
  handleWorkerMessage,
  rememberPageBeforeWorker,
  resetOfflineReadinessForTests,
  useOfflineStatus,
} from '../../../../src/lib/offline-readiness.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
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

  it('the pages a tab opened before a worker controlled it go with the next hello, once', async () => {
    const at = (path: string) => window.history.replaceState(null, '', path);
    const uncontrolled = { controller: null };
    for (const path of ['/', '/news', '/', '/club']) {
      at(path);
      rememberPageBeforeWorker(uncontrolled);
    }
    // A page the worker already controls came through it: not noted.
    at('/honor');
    rememberPageBeforeWorker({ controller: {} as ServiceWorker });
    const postMessage = vi.fn();
    const container = { ready: Promise.resolve({ active: { postMessage } }) } as unknown as ServiceWorkerContainer;
    at('/club');
    await greetWorker(container);
    const origin = window.location.origin;
    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'WARM', page: `${origin}/club`, earlier: [`${origin}/news`, `${origin}/`] }),
    );
    // Said once: the next hello (an in-app navigation) names none.
    await greetWorker(container);
    expect(postMessage).toHaveBeenLastCalledWith(expect.objectContaining({ earlier: [] }));
  });

  it('keeps at most eight earlier pages, the latest ones', () => {
    for (let i = 0; i < 12; i++) {
      window.history.replaceState(null, '', `/newsDetail?id=${i}`);
      rememberPageBeforeWorker({ controller: null });
    }
    const kept = JSON.parse(sessionStorage.getItem('yunling:pages-before-worker') ?? '[]') as string[];
    expect(kept.map((u) => new URL(u).search)).toEqual([4, 5, 6, 7, 8, 9, 10, 11].map((i) => `?id=${i}`));
  });
});
