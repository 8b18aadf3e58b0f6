import { describe, expect, it } from 'vitest';
import { newOutboxItem, outboxOver, pendingCount, visibleTo, type OutboxStorage } from '../../../../../src/lib/outbox/outbox-model.ts';
import type { OutboxItem } from '../../../../../src/lib/outbox/outbox-types.ts';

function memory(): OutboxStorage & { items?: OutboxItem[] } {
  const m: OutboxStorage & { items?: OutboxItem[] } = {
    get: async () => m.items,
    set: async (items) => {
      m.items = items;
    },
  };
  return m;
}

let n = 0;
const uuid = () => `uuid-${++n}`;
const draft = (owner = 0) => ({
  kind: 'test_drive' as const,
  body: { name: 'Ada' },
  fields: [['name', 'Ada']] as [string, string][],
  summary: 'YL 400',
  owner,
});

describe('outbox model', () => {
  it('gives a new item a waiting status, its saved time and its own idempotency key', () => {
    const item = newOutboxItem(draft(), 1234, uuid);
    expect(item).toMatchObject({ status: 'waiting', savedAt: 1234, kind: 'test_drive', owner: 0 });
    expect(item.idempotencyKey).not.toBe(item.id);
  });

  it('keeps the key and saved time through edits and status changes', async () => {
    const box = outboxOver(memory());
    const item = newOutboxItem(draft(), 10, uuid);
    await box.add(item);
    await box.update(item.id, { body: { name: 'Bea' }, status: 'failed', message: 'bad phone' });
    await box.update(item.id, { status: 'waiting', message: undefined });
    const [after] = await box.list();
    expect(after).toMatchObject({ id: item.id, idempotencyKey: item.idempotencyKey, savedAt: 10, body: { name: 'Bea' }, status: 'waiting' });
  });

  it('serialises changes made at once, so none is lost', async () => {
    const box = outboxOver(memory());
    await Promise.all([1, 2, 3, 4].map((i) => box.add(newOutboxItem({ ...draft(), summary: `#${i}` }, i, uuid))));
    expect((await box.list()).map((i) => i.summary)).toEqual(['#1', '#2', '#3', '#4']);
  });

  it('removes a cancelled item and tells listeners the new list', async () => {
    const heard: number[] = [];
    const box = outboxOver(memory(), (items) => heard.push(items.length));
    const a = newOutboxItem(draft(), 1, uuid);
    await box.add(a);
    await box.add(newOutboxItem(draft(), 2, uuid));
    await box.remove(a.id);
    expect((await box.list()).map((i) => i.id)).not.toContain(a.id);
    expect(heard).toEqual([1, 2, 1]);
  });

  it("scopes items to their user: others' are hidden, and a user's leave with their login", async () => {
    const box = outboxOver(memory());
    await box.add(newOutboxItem(draft(0), 1, uuid));
    await box.add(newOutboxItem(draft(7), 2, uuid));
    await box.add(newOutboxItem(draft(8), 3, uuid));
    const all = await box.list();
    expect(visibleTo(all, 7).map((i) => i.owner)).toEqual([0, 7]);
    expect(visibleTo(all, 0).map((i) => i.owner)).toEqual([0]);
    await box.keepOwners([0, 8]);
    expect((await box.list()).map((i) => i.owner)).toEqual([0, 8]);
  });

  it('counts what still needs something for the badge (not what was sent)', () => {
    const items = [
      newOutboxItem(draft(), 1, uuid),
      { ...newOutboxItem(draft(), 2, uuid), status: 'sent' as const },
      { ...newOutboxItem(draft(), 3, uuid), status: 'failed' as const },
    ];
    expect(pendingCount(items, 0)).toBe(2);
  });
});
