// Persistent storage and the user centre's "offline data" panel. Browsers may evict a site's storage
// under pressure (Safari after 7 days without use unless installed); `persist()` asks them not to.
import { RUNTIME_CACHE_PREFIX } from '../../sw/cache-names.ts';

const ASKED_KEY = 'yunling:persist-asked-at';
/** After a refusal, ask again at most this often (Firefox shows a prompt: never nag). */
const ASK_AGAIN_MS = 7 * 24 * 3600 * 1000;
let askedThisPage = false;

/** What the storage panel shows. */
export interface StorageFigures {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.storage : undefined;
}

/**
 * Asks the browser to keep this site's storage (installed app launched, event sign-up, club pass
 * saved). At most once per page, and after a refusal not again for a week unless `force` (the
 * user pressed the button). Resolves with whether storage is persistent now.
 */
export async function requestPersistence(force = false): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted?.()) return true;
    if (!force) {
      const last = Number(localStorage.getItem(ASKED_KEY) ?? 0);
      if (askedThisPage || Date.now() - last < ASK_AGAIN_MS) return false;
    }
    askedThisPage = true;
    const granted = await storage.persist();
    if (!granted) localStorage.setItem(ASKED_KEY, String(Date.now()));
    return granted;
  } catch {
    return false;
  }
}

/** Storage used and available to this site, and whether it is persistent (null where the browser does not say). */
export async function storageFigures(): Promise<StorageFigures> {
  const storage = storageManager();
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => null) ?? Promise.resolve(null),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** 1536 → "1.5 KB"; binary units, one decimal under 100. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = Math.max(0, bytes);
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return `${i === 0 || n >= 100 ? Math.round(n) : Math.round(n * 10) / 10} ${units[i]}`;
}

/**
 * Deletes what the site keeps for offline use, but not the login: the persisted query cache (the
 * default idb-keyval store), the service worker's runtime caches (API answers, images, pages; the
 * precached app itself stays so the site still opens offline) and every club pass. The outbox (forms
 * the rider saved to send later) only with `outbox`: the panel asks first (src/components/offline-storage).
 */
export async function clearOfflineData({ outbox = false }: { outbox?: boolean } = {}): Promise<void> {
  const [{ clear }, { clearClubPasses }] = await Promise.all([import('idb-keyval'), import('./club-pass/pass-store.ts')]);
  await Promise.all([
    clear().catch(() => undefined),
    clearClubPasses(),
    outbox ? import('./outbox/outbox-store.ts').then((m) => m.clearOutbox()).catch(() => undefined) : undefined,
    typeof caches === 'undefined'
      ? undefined
      : caches
          .keys()
          .then((names) => Promise.all(names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n))))
          .catch(() => undefined),
  ]);
}
