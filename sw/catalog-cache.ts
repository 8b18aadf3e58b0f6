// Network-first with a short time-out for read-only catalog POST calls. Pure (dependencies injected)
// so the decision logic is unit-tested without a service worker; sw/strategies.ts binds it to Workbox.
import { cacheKeyForRequest } from './cache-key.ts';
import { storableResponse, successEnvelopeText } from './envelope.ts';

/** What the catalog strategy needs from its surroundings (Workbox's StrategyHandler in the worker). */
export interface CatalogDeps {
  fetch(request: Request): Promise<Response>;
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  /** Keeps the worker alive for background work (storing a late answer). */
  waitUntil(work: Promise<unknown>): void;
  timeoutMs: number;
  now(): number;
}

const TIMED_OUT = Symbol('timed-out');

/**
 * Answers a catalog call: the network first; the stored answer when the network fails, answers
 * 5xx, or takes longer than `timeoutMs` (then a late network answer still refreshes the store).
 * The key is computed from a clone of the body BEFORE the request is sent, since sending consumes
 * the body. Only HTTP 200 envelopes with code 1 are stored.
 */
export async function networkFirstCatalog(request: Request, deps: CatalogDeps): Promise<Response> {
  const key = await cacheKeyForRequest(request);
  if (!key) return deps.fetch(request);

  const network = deps.fetch(request);
  deps.waitUntil(
    network
      .then(async (response) => {
        const text = await successEnvelopeText(response);
        if (text !== null) await deps.put(key.key, storableResponse(response, text, key.body, deps.now()));
      })
      .catch(() => undefined),
  );

  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), deps.timeoutMs);
  });
  try {
    const first = await Promise.race([network, timeout]);
    if (first !== TIMED_OUT) {
      if (first.status < 500) return first;
      return (await deps.match(key.key)) ?? first;
    }
  } catch (error) {
    const stored = await deps.match(key.key);
    if (stored) return stored;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // Timed out: the stored answer if there is one, otherwise keep waiting for the network.
  return (await deps.match(key.key)) ?? network;
}
