import { useSyncExternalStore } from 'react';

/**
 * The header's outbox badge, kept tiny for the shell: the count of items still to send is mirrored in
 * localStorage by the outbox (src/lib/outbox/outbox-store.ts), so the badge reads it without opening
 * IndexedDB, and other tabs hear changes through the storage event.
 */
// The header's slot (src/app/layout/header/outbox-slot.tsx) reads the same key and event by name.
const COUNT_KEY = 'yunling-outbox-count';
const EVENT = 'yunling-outbox';

/** The mirrored count (0 when storage is blocked). */
export function readOutboxCount(): number {
  try {
    const n = Number(localStorage.getItem(COUNT_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

/** Mirrors a new count and tells this tab's badge. */
export function publishOutboxCount(n: number): void {
  try {
    if (n > 0) localStorage.setItem(COUNT_KEY, String(n));
    else localStorage.removeItem(COUNT_KEY);
  } catch {
    // Blocked storage: the badge stays as it is; the outbox page still lists the items.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(cb: () => void): () => void {
  window.addEventListener(EVENT, cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener(EVENT, cb);
    window.removeEventListener('storage', cb);
  };
}

/** The live count for the badge (0 during the server render). */
export function useOutboxCount(): number {
  return useSyncExternalStore(subscribe, readOutboxCount, () => 0);
}
