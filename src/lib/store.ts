import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

/** Client state only (language, login, badge), persisted to localStorage as the spec asks. */
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      lang: 0,
      badge: 0,
      loginFlag: false,
      userData: null,
      setLang: (lang) => set({ lang }),
      setBadge: (count) => set({ badge: Math.max(0, Math.floor(count)) }),
      login: (userData) => set({ loginFlag: true, userData }),
      logout: () => set({ loginFlag: false, userData: null, badge: 0 }),
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ lang: s.lang, badge: s.badge, loginFlag: s.loginFlag, userData: s.userData }),
    },
  ),
);

/** Non-React access for the API client and other plain modules. */
export const appStore = {
  get: () => useAppStore.getState(),
};
