// Saving a form to the outbox says whether it was saved: a store that cannot write (storage full or
// blocked) resolves false, so the form tells the rider instead of claiming it is saved.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '../../../../../src/lib/outbox/outbox-types.ts';

const store = vi.hoisted(() => ({ fail: false, saved: [] as unknown[], updated: [] as unknown[] }));
vi.mock('../../../../../src/lib/outbox/outbox-store.ts', () => ({
  saveToOutbox: async (draft: unknown) => {
    if (store.fail) throw new DOMException('blocked', 'UnknownError');
    store.saved.push(draft);
  },
  outbox: {
    update: async (id: string, patch: unknown) => {
      if (store.fail) throw new DOMException('full', 'QuotaExceededError');
      store.updated.push([id, patch]);
    },
  },
}));
const { saveOutboxDraft } = await import('../../../../../src/lib/outbox/save-draft.ts');

const draft = { kind: 'franchise' as const, body: { name: 'Bo' }, fields: [['name', 'Bo']] as [string, string][], summary: 'Bo' };
const editing = { id: 'item-1' } as OutboxItem;

beforeEach(() => Object.assign(store, { fail: false, saved: [], updated: [] }));

describe('saveOutboxDraft', () => {
  it('resolves true once a new item or an edit is stored', async () => {
    expect(await saveOutboxDraft(draft)).toBe(true);
    expect(await saveOutboxDraft(draft, editing)).toBe(true);
    expect(store.saved).toEqual([draft]);
    expect(store.updated).toEqual([['item-1', { ...draft, status: 'waiting', message: undefined }]]);
  });

  it('resolves false, never throws, when the device cannot store it', async () => {
    store.fail = true;
    expect(await saveOutboxDraft(draft)).toBe(false);
    expect(await saveOutboxDraft(draft, editing)).toBe(false);
  });
});
