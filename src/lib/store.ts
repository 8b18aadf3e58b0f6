import { create } from 'zustand';
import { PASS_DB } from './club-pass/pass-db.ts';

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

/**
 * The club pass (src/lib/club-pass) keeps a member's sign-ups on the device: it leaves with the login.
 * Any way the login ends (logout, a 401, account deletion, another tab, another member logging in)
 * deletes every saved pass and its keys, and the outbox items saved under that login (src/lib/outbox);
 * their code loads only then.
 */
export function dropClubPasses(): Promise<void> {
  return import('./login-data.ts').then(
    (m) => m.dropLoginData(),
    () => undefined,
  );
}

useAppStore.subscribe((s, prev) => {
  if (prev.userData && s.userData?.user_id !== prev.userData.user_id) void dropClubPasses();
});

/**
 * A login that ended while no page was open to see it (storage cleared by the global error rule,
 * a session dropped elsewhere) may leave a pass behind: a logged-out page deletes its database once
 * idle (no page of a logged-out visitor has it open, so the deletion is not blocked).
 */
function sweepOrphanPasses(): void {
  if (typeof window === 'undefined' || useAppStore.getState().userData || typeof indexedDB === 'undefined') return;
  const run = () =>
    indexedDB
      .databases?.()
      .then((dbs) => {
        if (dbs.some((d) => d.name === PASS_DB) && !useAppStore.getState().userData) indexedDB.deleteDatabase(PASS_DB);
      })
      .catch(() => undefined);
  window.setTimeout(run, 3000);
}
sweepOrphanPasses();

/** Reads the saved state again (another tab or a test changed it). */
export function rehydrateAppStore(): void {
  useAppStore.setState(readSavedState());
}

/** Non-React access for the API client and other plain modules. */
export const appStore = {
  get: () => useAppStore.getState(),
};
