import { useEffect, type RefObject } from 'react';
import type { OutboxItem, OutboxKind } from '../../../lib/outbox/outbox-types.ts';

/** How a service form may go to the outbox: its kind, the line that names it, and what must be there to save. */
export interface OutboxOption<B> {
  kind: OutboxKind;
  summary(body: B): string;
  /** The form's own required fields are filled (the server checks everything again when it is sent). */
  complete(body: B): boolean;
}

/** The form's fields as typed (text only: the forms that may wait in the outbox have no files). */
export function fieldsOf(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form).entries()].filter((e): e is [string, string] => typeof e[1] === 'string' && e[0] !== '');
}

/** Fills a form with an outbox item's fields when the rider edits it (controlled selects take their value from props). */
export function usePrefill(form: RefObject<HTMLFormElement | null>, item: OutboxItem | undefined, round: number): void {
  useEffect(() => {
    const el = form.current;
    if (!el || !item) return;
    for (const [name, value] of item.fields) {
      const field = el.elements.namedItem(name);
      if (field instanceof RadioNodeList) field.value = value;
      else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) field.value = value;
    }
  }, [form, item, round]);
}
