// Reading the club pass vault (IndexedDB) from a page, without ever creating it: opening a database
// that does not exist would make an empty one without the vault's object store.
import type { Page } from '@playwright/test';

/** What the vault holds: its keys, and for each pass whether it is ciphertext (and its bytes as text). */
export async function vaultContents(page: Page): Promise<{ keys: string[]; sealed: { key: string; encrypted: boolean; text: string }[] }> {
  return page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === 'yunling-club-pass')) return { keys: [], sealed: [] };
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('yunling-club-pass');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    if (!db.objectStoreNames.contains('vault')) {
      db.close();
      return { keys: [], sealed: [] };
    }
    const all = <T>(req: IDBRequest<T>) =>
      new Promise<T>((res, rej) => ((req.onsuccess = () => res(req.result)), (req.onerror = () => rej(req.error))));
    const store = db.transaction('vault').objectStore('vault');
    const keys = (await all(store.getAllKeys())).map(String);
    const values = await all(store.getAll());
    db.close();
    const sealed = keys
      .map((key, i) => ({ key, v: values[i] as { data?: ArrayBuffer; plain?: unknown } }))
      .filter((x) => x.key.startsWith('pass:'))
      .map(({ key, v }) => ({
        key,
        encrypted: v.data instanceof ArrayBuffer,
        text: v.data ? new TextDecoder().decode(v.data) : JSON.stringify(v.plain),
      }));
    return { keys, sealed };
  });
}
