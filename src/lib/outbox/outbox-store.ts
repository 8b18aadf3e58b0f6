import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { appStore } from '../store.ts';
import { newOutboxItem, outboxOver, pendingCount, visibleTo } from './outbox-model.ts';
import { publishOutboxCount } from './outbox-count.ts';
import type { OutboxDraft, OutboxItem } from './outbox-types.ts';

const ITEMS_KEY = 'items';
const CHANGE_EVENT = 'yunling-outbox-items';

let idb: UseStore | undefined;
/** The outbox's own IndexedDB database, apart from the query cache and the club pass. */
function store(): UseStore {
  idb ??= createStore('yunling-outbox', 'outbox');
  return idb;
}

const currentUser = () => appStore.get().userData?.user_id ?? 0;

/** The device's outbox; every change updates the header badge and tells open outbox views. */
export const outbox = outboxOver({ get: () => get<OutboxItem[]>(ITEMS_KEY, store()), set: (items) => set(ITEMS_KEY, items, store()) }, (items) => {
  publishOutboxCount(pendingCount(items, currentUser()));
  window.dispatchEvent(new Event(CHANGE_EVENT));
});

/** The current user's items (and those saved logged out), oldest first. */
export async function listOutbox(): Promise<OutboxItem[]> {
  return visibleTo(await outbox.list(), currentUser());
}

/** Saves a form to send later, with a fresh idempotency key. */
export async function saveToOutbox(draft: Omit<OutboxDraft, 'owner'>): Promise<OutboxItem> {
  const item = newOutboxItem({ ...draft, owner: currentUser() }, Date.now(), () => crypto.randomUUID());
  await outbox.add(item);
  return item;
}

/** One item by id, if it is the current user's. */
export async function findOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await listOutbox()).find((i) => i.id === id);
}

/** Listens for changes to the list (this tab); returns the unsubscribe. */
export function onOutboxChange(cb: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, cb);
  window.addEventListener('storage', cb);
  return () => {
    window.removeEventListener(CHANGE_EVENT, cb);
    window.removeEventListener('storage', cb);
  };
}

/** Deletes the items of every login but the current one (called when a login ends: logout, 401, another member). */
export async function dropEndedLogins(): Promise<void> {
  try {
    await outbox.keepOwners([0, currentUser()]);
  } catch {
    // IndexedDB unavailable: nothing was saved either.
  }
}

/** Deletes the whole outbox ("clear offline data"). */
export async function clearOutbox(): Promise<void> {
  try {
    await del(ITEMS_KEY, store());
  } finally {
    publishOutboxCount(0);
  }
}

/** How many of the current user's items are still unsent (waiting, sending or failed): asked before clearing. */
export async function unsentCount(): Promise<number> {
  try {
    return pendingCount(await outbox.list(), currentUser());
  } catch {
    return 0;
  }
}
