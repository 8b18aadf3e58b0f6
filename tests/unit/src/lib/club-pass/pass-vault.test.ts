import { describe, expect, it } from 'vitest';
import { clearPasses, readPass, savePass, type VaultStorage } from '../../../../../src/lib/club-pass/pass-vault.ts';
import type { PassEntry, SavedPass } from '../../../../../src/lib/club-pass/pass-types.ts';

/** The vault's storage as a Map (IndexedDB keeps the same structured-cloned values). */
function memory(): VaultStorage & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, v),
    del: async (k) => void map.delete(k),
    keys: async () => [...map.keys()],
  };
}

const entry: PassEntry = {
  id: 9,
  activity_id: 3,
  slug: 'kunming-night-ride-christmas',
  title: '春城圣诞夜骑',
  location: '云南昆明 · 云岭滇池旗舰店集合',
  starts_at: '2026-12-24T11:00:00.000Z',
  ends_at: '2026-12-24T14:00:00.000Z',
  cover: '/media/x.svg',
  meeting: { name: '云岭滇池旗舰店', address: '云南省昆明市西山区滇池路 1288 号', lat: 24.9816, lng: 102.6893 },
  bring: '反光背心',
  organiser: { name: '王磊', phone: '+86 871 6512 3401' },
  name: '骑士',
  phone: '138****0017',
  signed_at: '2026-11-25T10:00:00.000Z',
  status: 'upcoming',
};
const pass = (userId: number, lang: 0 | 1 = 0): SavedPass => ({ userId, lang, savedAt: 1_764_000_000_000, entries: [entry] });

describe('club pass vault', () => {
  it('encrypts at rest with a non-extractable AES-GCM key per user', async () => {
    const store = memory();
    await savePass(store, pass(7));
    const sealed = store.map.get('pass:7:0') as { iv: Uint8Array; data: ArrayBuffer };
    expect(sealed.iv).toHaveLength(12);
    expect(new TextDecoder().decode(sealed.data)).not.toContain('滇池');
    const key = store.map.get('key:7') as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
    expect(await readPass(store, 7, 0)).toEqual(pass(7));
  });

  it('is scoped per user: another member reads nothing, not even with the first one stored beside', async () => {
    const store = memory();
    await savePass(store, pass(7));
    expect(await readPass(store, 8, 0)).toBeUndefined();
    expect(await readPass(store, 0, 0)).toBeUndefined();
    // A pass copied under another member's name does not decrypt with that member's key.
    await savePass(store, { ...pass(8), entries: [] });
    store.map.set('pass:8:0', store.map.get('pass:7:0'));
    expect(await readPass(store, 8, 0)).toBeUndefined();
  });

  it('falls back to the other language when only that one was saved', async () => {
    const store = memory();
    await savePass(store, pass(7, 1));
    expect((await readPass(store, 7, 0))?.lang).toBe(1);
  });

  it('clearing deletes every pass and key (or keeps one member)', async () => {
    const store = memory();
    await savePass(store, pass(7));
    await savePass(store, pass(8));
    await clearPasses(store, 8);
    expect([...store.map.keys()].sort()).toEqual(['key:8', 'pass:8:0']);
    await clearPasses(store);
    expect(store.map.size).toBe(0);
    expect(await readPass(store, 8, 0)).toBeUndefined();
  });
});
