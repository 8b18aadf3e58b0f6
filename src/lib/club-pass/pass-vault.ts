// The club pass on the device: each member's sign-ups, encrypted at rest with AES-GCM under a key that
// Web Crypto generated as non-extractable and that IndexedDB keeps per user (it can encrypt and decrypt
// in this origin, but its bytes can never be read out). Logging out deletes passes and keys together.
import type { SavedPass } from './pass-types.ts';

/** The little key-value storage the vault needs (IndexedDB in the app, a Map in unit tests). */
export interface VaultStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** What is stored per user and language: ciphertext with its IV, or (no Web Crypto) the plain pass, still scoped. */
type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer } | { plain: SavedPass };

const keyName = (userId: number) => `key:${userId}`;
const passName = (userId: number, lang: 0 | 1) => `pass:${userId}:${lang}`;

function subtle(): SubtleCrypto | undefined {
  // Web Crypto exists only in secure contexts (https, localhost): elsewhere the pass is scoped, not encrypted.
  return globalThis.crypto?.subtle;
}

async function userKey(store: VaultStorage, userId: number, create: boolean): Promise<CryptoKey | undefined> {
  const known = await store.get(keyName(userId));
  if (known) return known as CryptoKey;
  const s = subtle();
  if (!create || !s) return undefined;
  const key = await s.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await store.set(keyName(userId), key);
  return key;
}

/** Saves a member's pass in one language, encrypted with that member's key. */
export async function savePass(store: VaultStorage, pass: SavedPass): Promise<void> {
  const s = subtle();
  const key = s && (await userKey(store, pass.userId, true));
  let sealed: Sealed;
  if (s && key) {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
    const data = await s.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(pass)));
    sealed = { iv, data };
  } else {
    sealed = { plain: pass };
  }
  await store.set(passName(pass.userId, pass.lang), sealed);
}

async function open(store: VaultStorage, userId: number, lang: 0 | 1): Promise<SavedPass | undefined> {
  const sealed = (await store.get(passName(userId, lang))) as Sealed | undefined;
  if (!sealed) return undefined;
  let pass: SavedPass;
  if ('plain' in sealed) {
    pass = sealed.plain;
  } else {
    const key = await userKey(store, userId, false);
    const s = subtle();
    if (!key || !s) return undefined;
    const clear = await s.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
    pass = JSON.parse(new TextDecoder().decode(clear)) as SavedPass;
  }
  // A pass is only ever shown to the member it belongs to.
  return pass.userId === userId ? pass : undefined;
}

/**
 * Reads a member's saved pass in a language, or in the other one when only that was saved (a rider
 * who switches language offline still sees when and where to meet). Undefined when nothing is saved
 * or it cannot be decrypted.
 */
export async function readPass(store: VaultStorage, userId: number, lang: 0 | 1): Promise<SavedPass | undefined> {
  if (userId <= 0) return undefined;
  try {
    return (await open(store, userId, lang)) ?? (await open(store, userId, lang === 1 ? 0 : 1));
  } catch {
    return undefined;
  }
}

/** Deletes every saved pass and key (logout, 401, account deletion, "clear offline data"); `except` keeps one member's. */
export async function clearPasses(store: VaultStorage, except?: number): Promise<void> {
  const mine = (k: string) => except !== undefined && (k === keyName(except) || k.startsWith(`pass:${except}:`));
  for (const k of await store.keys()) if (!mine(k)) await store.del(k);
}
