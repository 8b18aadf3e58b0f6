import { post, type Envelope } from '../api-client.ts';
import { listOutbox, outbox } from './outbox-store.ts';
import { OUTBOX_PATHS, type OutboxItem } from './outbox-types.ts';

/** How one item's send ended, as the outbox page and the header announce it. */
export interface SendResult {
  item: OutboxItem;
  outcome: 'sent' | 'failed' | 'waiting';
}

const RESULT_EVENT = 'yunling-outbox-result';
const LOCK = 'yunling-outbox-send';
let sendingHere = false;

/** Hears each item's result (sent or failed) as it comes; returns the unsubscribe. */
export function onOutboxResult(cb: (r: SendResult) => void): () => void {
  const listener = (e: Event) => cb((e as CustomEvent<SendResult>).detail);
  window.addEventListener(RESULT_EVENT, listener);
  return () => window.removeEventListener(RESULT_EVENT, listener);
}

/** A code-0 answer that says the server already has this very request counts as sent. */
function accepted(env: Envelope<unknown>): boolean {
  return env.code === 1 || (!!env.data && typeof env.data === 'object' && (env.data as { duplicate?: unknown }).duplicate === true);
}

async function sendOne(item: OutboxItem): Promise<SendResult['outcome']> {
  await outbox.update(item.id, { status: 'sending' });
  try {
    const env = await post(OUTBOX_PATHS[item.kind], item.body, { headers: { 'Idempotency-Key': item.idempotencyKey } });
    if (accepted(env)) {
      await outbox.update(item.id, { status: 'sent', message: env.msg, sentAt: Date.now() });
      return 'sent';
    }
    await outbox.update(item.id, { status: 'failed', message: env.msg });
    return 'failed';
  } catch (err) {
    // No answer: it waits for the next connection, under the same key.
    if ((err as { kind?: string }).kind === 'network') {
      await outbox.update(item.id, { status: 'waiting' });
      return 'waiting';
    }
    await outbox.update(item.id, { status: 'failed', message: err instanceof Error ? err.message : String(err) });
    return 'failed';
  }
}

async function sendAll(): Promise<SendResult[]> {
  const results: SendResult[] = [];
  // Under the lock no other tab is sending, so an item left "sending" by a closed tab is sent again
  // (its key makes that safe).
  for (const item of await listOutbox()) {
    if (item.status !== 'waiting' && item.status !== 'sending') continue;
    if (!navigator.onLine) break;
    const outcome = await sendOne(item);
    const now = (await listOutbox()).find((i) => i.id === item.id) ?? item;
    results.push({ item: now, outcome });
    window.dispatchEvent(new CustomEvent<SendResult>(RESULT_EVENT, { detail: { item: now, outcome } }));
    if (outcome === 'waiting') break;
  }
  return results;
}

/**
 * Sends the waiting items one at a time, each with its Idempotency-Key. Never twice at once: one tab
 * holds a Web Lock while it sends (others skip); without Web Locks, one send per tab.
 */
export async function sendOutbox(): Promise<SendResult[]> {
  if (sendingHere) return [];
  sendingHere = true;
  try {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? sendAll() : []));
    }
    return await sendAll();
  } finally {
    sendingHere = false;
  }
}
