import { create } from 'zustand';

/** 0 Chinese, 1 English (the spec's language values). */
export type Lang = 0 | 1;

export interface UserData {
  token: string;
  user_id: number;
  mobile: string;
  nickname: string;
}

export interface AppState {
  lang: Lang;
  /** Cart item count shown on the header badge. */
  badge: number;
  loginFlag: boolean;
  userData: UserData | null;
  setLang(lang: Lang): void;
  setBadge(count: number): void;
  login(user: UserData): void;
  logout(): void;
}

export const STORE_KEY = 'yunling-store';

type Persisted = Pick<AppState, 'lang' | 'badge' | 'loginFlag' | 'userData'>;

const isUser = (u: unknown): u is UserData =>
  typeof u === 'object' && u !== null && typeof (u as UserData).token === 'string' && typeof (u as UserData).user_id === 'number';

/**
 * The saved state (zustand's persist format, `{ state, version: 0 }`), field by field: anything
 * malformed or unreadable falls back to the default instead of breaking the page.
 */
export function readSavedState(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Partial<Persisted> {
  try {
    const saved = (JSON.parse(storage?.getItem(STORE_KEY) ?? 'null') as { state?: Record<string, unknown> } | null)?.state;
    if (!saved || typeof saved !== 'object') return {};
    const out: Partial<Persisted> = {};
    if (saved.lang === 0 || saved.lang === 1) out.lang = saved.lang;
    if (typeof saved.badge === 'number' && saved.badge >= 0) out.badge = Math.floor(saved.badge);
    if (isUser(saved.userData)) {
      out.userData = saved.userData;
      out.loginFlag = saved.loginFlag === true;
    } else if (saved.userData === null) {
      out.userData = null;
      out.loginFlag = false;
    }
    return out;
  } catch {
    return {};
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Client state only (language, login, badge), persisted to localStorage as the spec asks. A
 * subscription writes the persisted fields after every change (zustand's persist middleware does
 * the same in 1.3 KB gzip more than the home page's budget allows).
 */
export const useAppStore = create<AppState>()((set) => ({
  lang: 0,
  badge: 0,
  loginFlag: false,
  userData: null,
  setLang: (lang) => set({ lang }),
  setBadge: (count) => set({ badge: Math.max(0, Math.floor(count)) }),
  login: (userData) => set({ loginFlag: true, userData }),
  logout: () => set({ loginFlag: false, userData: null, badge: 0 }),
}));

// The saved state after the store is made: its initial state (what React's hydration renders, as the
// server did, logged out) stays the default, and the saved one shows in the render right after.
useAppStore.setState(readSavedState());

useAppStore.subscribe((s, prev) => {
  if (s.lang === prev.lang && s.badge === prev.badge && s.loginFlag === prev.loginFlag && s.userData === prev.userData) return;
  const state: Persisted = { lang: s.lang, badge: s.badge, loginFlag: s.loginFlag, userData: s.userData };
  try {
    safeLocalStorage()?.setItem(STORE_KEY, JSON.stringify({ state, version: 0 }));
  } catch {
    // Storage full or blocked: the state still works for this page view.
  }
});

/** Reads the saved state again (another tab or a test changed it). */
export function rehydrateAppStore(): void {
  useAppStore.setState(readSavedState());
}

/** Non-React access for the API client and other plain modules. */
export const appStore = {
  get: () => useAppStore.getState(),
};
