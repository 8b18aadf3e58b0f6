import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import { clearPasses, readPass, savePass, type VaultStorage } from './pass-vault.ts';
import { PASS_DB } from './pass-db.ts';
import type { SavedPass } from './pass-types.ts';

let idb: UseStore | undefined;
/** The vault's IndexedDB store, opened on first use (never during server rendering). */
function store(): UseStore {
  idb ??= createStore(PASS_DB, 'vault');
  return idb;
}

/** The club pass vault on IndexedDB (its own database, apart from the query cache). */
export const idbVault: VaultStorage = {
  get: (k) => get(k, store()),
  set: (k, v) => set(k, v, store()),
  del: (k) => del(k, store()),
  keys: async () => (await keys(store())).map(String),
};

/** Saves the member's pass on this device (encrypted per user). */
export function saveClubPass(pass: SavedPass): Promise<void> {
  return savePass(idbVault, pass);
}

/** The member's pass saved on this device, if any. */
export function readClubPass(userId: number, lang: 0 | 1): Promise<SavedPass | undefined> {
  return readPass(idbVault, userId, lang);
}

/** Deletes every pass and key on this device; best effort (storage may be blocked). */
export async function clearClubPasses(): Promise<void> {
  try {
    await clearPasses(idbVault);
    await clear(store());
  } catch {
    // IndexedDB unavailable: nothing was saved either.
  }
}
