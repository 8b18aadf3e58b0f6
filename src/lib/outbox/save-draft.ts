import type { OutboxDraft, OutboxItem } from './outbox-types.ts';

/**
 * Saves a form to the outbox by the rider's choice: a new item with a fresh key, or, when editing,
 * the same item under its own key (waiting again, its old refusal gone). Loads the store lazily so
 * the forms pay for it only when a rider saves.
 */
export async function saveOutboxDraft(draft: Omit<OutboxDraft, 'owner'>, editing?: OutboxItem): Promise<void> {
  const store = await import('./outbox-store.ts');
  if (editing) await store.outbox.update(editing.id, { ...draft, status: 'waiting', message: undefined });
  else await store.saveToOutbox(draft);
}
