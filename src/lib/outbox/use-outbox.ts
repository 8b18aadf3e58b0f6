import { useEffect, useState } from 'react';
import { useAppStore } from '../store.ts';
import type { OutboxItem } from './outbox-types.ts';

/** The current user's outbox items, live (undefined until read). Loads the outbox's code on first use. */
export function useOutboxItems(): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[]>();
  const userId = useAppStore((s) => s.userData?.user_id ?? 0);
  useEffect(() => {
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
  }, [userId]);
  return items;
}

/** One item to edit, by the `?outbox=` id: undefined while reading, null when there is no such item. */
export function useOutboxItem(id: string | null): OutboxItem | null | undefined {
  const items = useOutboxItems();
  if (!id) return null;
  if (!items) return undefined;
  return items.find((i) => i.id === id && i.status !== 'sent' && i.status !== 'sending') ?? null;
}
