// The pack's state in IndexedDB (its own database: "clear offline data" and the query cache's store
// are separate, and removing the pack clears only this).
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PackState } from './pack-state.ts';

const KEY = 'current';
let store: UseStore | undefined;
const db = () => (store ??= createStore('yl-ride-pack', 'pack'));

/** The pack on this device, if any (undefined where IndexedDB is unavailable). */
export async function loadPack(): Promise<PackState | undefined> {
  try {
    return await get<PackState>(KEY, db());
  } catch {
    return undefined;
  }
}

/** Keeps the pack's state (every stored file is recorded, so a resume fetches only the rest). */
export async function savePack(state: PackState): Promise<void> {
  await set(KEY, state, db()).catch(() => undefined);
}

/** Forgets the pack. */
export async function deletePack(): Promise<void> {
  await del(KEY, db()).catch(() => undefined);
}
