import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newOutboxItem, type OutboxStorage } from '../../../../../src/lib/outbox/outbox-model.ts';
import type { OutboxItem } from '../../../../../src/lib/outbox/outbox-types.ts';

const state = vi.hoisted(() => ({ items: [] as unknown[] }));
const calls = vi.hoisted(() => [] as { path: string; body: unknown; headers?: Record<string, string> }[]);
const net = vi.hoisted(() => ({ answer: (_path: string): Promise<unknown> => Promise.resolve({ code: 1, msg: 'booked', data: {} }) }));

vi.mock('../../../../../src/lib/api-client.ts', () => ({
  post: (path: string, body: unknown, opts?: { headers?: Record<string, string> }) => {
    calls.push({ path, body, headers: opts?.headers });
    return net.answer(path);
  },
}));
vi.mock('../../../../../src/lib/outbox/outbox-store.ts', async () => {
  const { outboxOver: over } = await import('../../../../../src/lib/outbox/outbox-model.ts');
  const storage: OutboxStorage = { get: async () => state.items as OutboxItem[], set: async (items) => void (state.items = items) };
  const outbox = over(storage);
  return { outbox, listOutbox: () => outbox.list() };
});

const { sendOutbox } = await import('../../../../../src/lib/outbox/outbox-sender.ts');
let n = 0;
const item = (kind: OutboxItem['kind'] = 'test_drive', status: OutboxItem['status'] = 'waiting'): OutboxItem => ({
  ...newOutboxItem({ kind, body: { name: `n${n}` }, fields: [], summary: `#${n}`, owner: 0 }, n, () => `id-${++n}`),
  status,
});
const statuses = () => (state.items as OutboxItem[]).map((i) => i.status);

beforeEach(() => {
  state.items = [];
  calls.length = 0;
  net.answer = () => Promise.resolve({ code: 1, msg: 'booked', data: {} });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('outbox sender', () => {
  it('sends each waiting item once, to its kind’s call, with its Idempotency-Key, and marks it sent', async () => {
    const a = item('test_drive');
    const b = item('feedback');
    state.items = [a, b, item('franchise', 'sent')];
    const results = await sendOutbox();
    expect(calls.map((c) => [c.path, c.headers])).toEqual([
      ['api/stores/app_test_drive', { 'Idempotency-Key': a.idempotencyKey }],
      ['api/stores/saled_feedback', { 'Idempotency-Key': b.idempotencyKey }],
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['sent', 'sent']);
    expect(statuses()).toEqual(['sent', 'sent', 'sent']);
    expect((state.items as OutboxItem[])[0].message).toBe('booked');
  });

  it('never sends twice at once: a second send while one runs does nothing', async () => {
    state.items = [item(), item()];
    let release = () => undefined as void;
    net.answer = () => new Promise((r) => (release = () => r({ code: 1, msg: 'ok', data: {} })));
    const first = sendOutbox();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(await sendOutbox()).toEqual([]);
    release();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    release();
    await first;
    expect(calls).toHaveLength(2);
  });

  it('a network failure leaves the item waiting (same key next time) and stops the round', async () => {
    state.items = [item(), item()];
    net.answer = () => Promise.reject(Object.assign(new Error('offline'), { kind: 'network' }));
    await sendOutbox();
    expect(calls).toHaveLength(1);
    expect(statuses()).toEqual(['waiting', 'waiting']);
  });

  it('a refusal marks the item failed with the server’s words; a duplicate the server already has counts as sent', async () => {
    state.items = [item(), item()];
    const answers = [
      Promise.reject(Object.assign(new Error('Please enter a valid mobile number'), { kind: 'http', status: 400 })),
      Promise.resolve({ code: 0, msg: 'already received', data: { duplicate: true } }),
    ];
    net.answer = () => answers.shift() as Promise<unknown>;
    await sendOutbox();
    expect(statuses()).toEqual(['failed', 'sent']);
    expect((state.items as OutboxItem[])[0].message).toBe('Please enter a valid mobile number');
  });

  it('sends nothing offline', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    state.items = [item()];
    await sendOutbox();
    expect(calls).toHaveLength(0);
  });
});

describe('outbox kinds', () => {
  it('can only ever reach the four form calls, never commerce', async () => {
    const { OUTBOX_PATHS } = await import('../../../../../src/lib/outbox/outbox-types.ts');
    expect(Object.values(OUTBOX_PATHS).sort()).toEqual([
      'api/activity/join_activity',
      'api/stores/app_test_drive',
      'api/stores/direct_join',
      'api/stores/saled_feedback',
    ]);
  });
});
