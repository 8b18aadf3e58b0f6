import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSavedState, rehydrateAppStore, STORE_KEY, useAppStore } from '../../../../src/lib/store.ts';

beforeEach(() => useAppStore.setState({ lang: 0, badge: 0, loginFlag: false, userData: null }));

describe('app store', () => {
  it('defaults: lang 0, badge 0, logged out', () => {
    const s = useAppStore.getState();
    expect(s).toMatchObject({ lang: 0, badge: 0, loginFlag: false, userData: null });
  });

  it('persists lang, badge and login state to localStorage', () => {
    const user = { token: 't', user_id: 1, mobile: '13800000000', nickname: 'n' };
    useAppStore.getState().setLang(1);
    useAppStore.getState().login(user);
    useAppStore.getState().setBadge(3);
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ lang: 1, badge: 3, loginFlag: true, userData: user });
  });

  it('logout clears the flag, user data and badge', () => {
    useAppStore.getState().login({ token: 't', user_id: 1, mobile: 'm', nickname: 'n' });
    useAppStore.getState().setBadge(2);
    useAppStore.getState().logout();
    expect(useAppStore.getState()).toMatchObject({ loginFlag: false, userData: null, badge: 0 });
  });

  it('badge is a non-negative integer', () => {
    useAppStore.getState().setBadge(-4);
    expect(useAppStore.getState().badge).toBe(0);
    useAppStore.getState().setBadge(2.7);
    expect(useAppStore.getState().badge).toBe(2);
  });

  it('rehydrates from localStorage', async () => {
    localStorage.setItem(STORE_KEY, JSON.stringify({ state: { lang: 1, badge: 5, loginFlag: false, userData: null }, version: 0 }));
    rehydrateAppStore();
    expect(useAppStore.getState()).toMatchObject({ lang: 1, badge: 5 });
  });

  it('ignores malformed saved state field by field instead of breaking the page', () => {
    const read = (raw: string | null) => readSavedState({ getItem: () => raw });
    expect(read(null)).toEqual({});
    expect(read('not json')).toEqual({});
    expect(read(JSON.stringify({ state: 'x' }))).toEqual({});
    expect(read(JSON.stringify({ state: { lang: 7, badge: -1, loginFlag: true, userData: { token: 5 } } }))).toEqual({});
    const user = { token: 't', user_id: 1, mobile: 'm', nickname: 'n' };
    expect(read(JSON.stringify({ state: { lang: 1, badge: 2.5, loginFlag: true, userData: user } }))).toEqual({ lang: 1, badge: 2, loginFlag: true, userData: user });
    expect(read(JSON.stringify({ state: { loginFlag: true, userData: null } }))).toEqual({ loginFlag: false, userData: null });
  });

  it('a failing storage does not break state changes', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useAppStore.getState().setBadge(4);
    expect(useAppStore.getState().badge).toBe(4);
    spy.mockRestore();
  });
});
