import { outbox, saveToOutbox } from './outbox-store.ts';
import type { OutboxDraft, OutboxItem } from './outbox-types.ts';

/**
 * Saves a form to the outbox by the rider's choice: a new item with a fresh key, or, when editing,
 * the same item under its own key (waiting again, its old refusal gone). The store is imported
 * statically: the rider saves because there is no connection, so the code must already be in the
 * form's own chunks (a lazy chunk the worker never stored cannot load then). Resolves false when
 * nothing was saved (storage full or blocked), so the form says so and keeps what was typed.
 */
export async function saveOutboxDraft(draft: Omit<OutboxDraft, 'owner'>, editing?: OutboxItem): Promise<boolean> {
  try {
    if (editing) await outbox.update(editing.id, { ...draft, status: 'waiting', message: undefined });
    else await saveToOutbox(draft);
    return true;
  } catch {
    return false;
  }
}
