import { useEffect, useState } from 'react';
import { useAppStore } from '../store.ts';
import type { OutboxItem } from './outbox-types.ts';

/** The current user's outbox items, live (undefined until read). Loads the outbox's code on first use (not when `enabled` is false). */
export function useOutboxItems(enabled = true): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[]>();
  const userId = useAppStore((s) => s.userData?.user_id ?? 0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let stop = () => undefined as void;
    void import('./outbox-store.ts').then((m) => {
      const read = () =>
        void m.listOutbox().then(
          (list) => live && setItems(list),
          () => live && setItems([]),
        );
      read();
      stop = m.onOutboxChange(read);
    });
    return () => {
      live = false;
      stop();
    };
  }, [userId, enabled]);
  return items;
}

/** One item to edit, by the `?outbox=` id: undefined while reading, null when there is no such item. */
export function useOutboxItem(id: string | null): OutboxItem | null | undefined {
  // Forms read the outbox only when asked to edit an item, so a plain visit loads none of its code.
  const items = useOutboxItems(!!id);
  if (!id) return null;
  if (!items) return undefined;
  return items.find((i) => i.id === id && i.status !== 'sent' && i.status !== 'sending') ?? null;
}
