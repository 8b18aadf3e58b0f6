import type { OutboxDraft, OutboxItem } from './outbox-types.ts';

/** Where the items live: one value (the list) under one key; IndexedDB in the app, a Map in tests. */
export interface OutboxStorage {
  get(): Promise<OutboxItem[] | undefined>;
  set(items: OutboxItem[]): Promise<void>;
}

/** A new waiting item with its idempotency key, made once here and never again for this item. */
export function newOutboxItem(draft: OutboxDraft, now: number, uuid: () => string): OutboxItem {
  return { ...draft, id: uuid(), idempotencyKey: uuid(), savedAt: now, status: 'waiting' };
}

/** The items a user sees: their own and those saved while nobody was logged in. */
export function visibleTo(items: readonly OutboxItem[], userId: number): OutboxItem[] {
  return items.filter((i) => i.owner === 0 || i.owner === userId);
}

/** How many of a user's items still need something (waiting, sending or failed): the header badge. */
export function pendingCount(items: readonly OutboxItem[], userId: number): number {
  return visibleTo(items, userId).filter((i) => i.status !== 'sent').length;
}

/**
 * The outbox over a storage: every change is a read-modify-write, one at a time in this tab (sending
 * runs under a lock across tabs, src/lib/outbox/outbox-sender.ts). `onChange` hears every new list.
 */
export function outboxOver(storage: OutboxStorage, onChange: (items: OutboxItem[]) => void = () => undefined) {
  let queue: Promise<unknown> = Promise.resolve();
  const read = async () => (await storage.get()) ?? [];
  const change = (edit: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]> => {
    const next = queue.then(async () => {
      const items = edit(await read());
      await storage.set(items);
      onChange(items);
      return items;
    });
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    list: read,
    add: (item: OutboxItem) => change((items) => [...items, item]),
    /** Applies a patch to one item; the idempotency key and saved time never change. */
    update: (id: string, patch: Partial<Omit<OutboxItem, 'id' | 'idempotencyKey' | 'savedAt'>>) =>
      change((items) => items.map((i) => (i.id === id ? { ...i, ...patch } : i))),
    remove: (id: string) => change((items) => items.filter((i) => i.id !== id)),
    /** Keeps only the items of these owners (0: saved logged out, and the current user): others' logins ended. */
    keepOwners: (owners: readonly number[]) => change((items) => items.filter((i) => owners.includes(i.owner))),
  };
}

export type Outbox = ReturnType<typeof outboxOver>;
