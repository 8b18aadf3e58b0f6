import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** At most this many models side by side. */
export const MAX_COMPARE = 3;
/** At least this many to open the compare view. */
export const MIN_COMPARE = 2;

/** What the tray needs to show a picked model without fetching it. */
export interface CompareItem {
  id: number;
  name: string;
  pic: string;
}

/** Result of a toggle: the tray says "full" instead of silently dropping a model. */
export type ToggleResult = 'added' | 'removed' | 'full';

interface CompareState {
  items: CompareItem[];
  toggle(item: CompareItem): ToggleResult;
  remove(id: number): void;
  clear(): void;
}

/** Adds or removes a model from a selection, keeping at most MAX_COMPARE (pure, for the store and tests). */
export function toggleItem(items: CompareItem[], item: CompareItem): { items: CompareItem[]; result: ToggleResult } {
  if (items.some((i) => i.id === item.id)) return { items: items.filter((i) => i.id !== item.id), result: 'removed' };
  if (items.length >= MAX_COMPARE) return { items, result: 'full' };
  return { items: [...items, item], result: 'added' };
}

/** Parses `?compare=1,2,3` into unique positive ids, at most MAX_COMPARE. */
export function parseCompareIds(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

/** The compare selection: client state, persisted to localStorage so it survives reloads and offline visits. */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      items: [],
      toggle(item) {
        const next = toggleItem(get().items, item);
        if (next.result !== 'full') set({ items: next.items });
        return next.result;
      },
      remove: (id) => set({ items: get().items.filter((i) => i.id !== id) }),
      clear: () => set({ items: [] }),
    }),
    { name: 'yunling-compare', storage: createJSONStorage(() => localStorage), partialize: (s) => ({ items: s.items }) },
  ),
);
