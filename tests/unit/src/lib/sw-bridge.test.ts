import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissUpdate, resetSwBridgeForTests, useUpdateAvailable, watchRegistration } from '../../../../src/lib/sw-bridge.ts';

class FakeWorker extends EventTarget {
  state = 'installing';
  set(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}
class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
}
const asReg = (r: FakeRegistration) => r as unknown as ServiceWorkerRegistration;

afterEach(() => resetSwBridgeForTests());

describe('update detection', () => {
  it('shows the prompt when a new worker has installed while another controls the page', () => {
    const { result } = renderHook(() => useUpdateAvailable());
    const reg = new FakeRegistration();
    watchRegistration(asReg(reg), { controller: {} as ServiceWorker });
    expect(result.current).toBe(false);
    const next = new FakeWorker();
    reg.installing = next;
    act(() => {
      reg.dispatchEvent(new Event('updatefound'));
      reg.waiting = next;
      next.set('installed');
    });
    expect(result.current).toBe(true);
    act(() => dismissUpdate());
    expect(result.current).toBe(false);
  });

  it('a worker already waiting at registration also shows the prompt', () => {
    const { result } = renderHook(() => useUpdateAvailable());
    const reg = new FakeRegistration();
    reg.waiting = new FakeWorker();
    act(() => watchRegistration(asReg(reg), { controller: {} as ServiceWorker }));
    expect(result.current).toBe(true);
  });

  it('the very first install (nothing controlling yet) is not an update', () => {
    const { result } = renderHook(() => useUpdateAvailable());
    const reg = new FakeRegistration();
    const first = new FakeWorker();
    reg.installing = first;
    watchRegistration(asReg(reg), { controller: null });
    act(() => {
      reg.dispatchEvent(new Event('updatefound'));
      reg.waiting = first;
      first.set('installed');
    });
    expect(result.current).toBe(false);
  });
});
