// Network-first with a short time-out for read-only catalog POST calls. Pure (dependencies injected)
// so the decision logic is unit-tested without a service worker; sw/strategies.ts binds it to Workbox.
import { cacheKeyForRequest } from './cache-key.ts';
import { storableResponse, successEnvelopeText } from './envelope.ts';
import { raceNetwork, TIMED_OUT, type StallTracker } from './stall.ts';

/** What the catalog strategy needs from its surroundings (Workbox's StrategyHandler in the worker). */
export interface CatalogDeps {
  fetch(request: Request): Promise<Response>;
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
  /** Keeps the worker alive for background work (storing a late answer). */
  waitUntil(work: Promise<unknown>): void;
  /** How long to wait for the network (already shortened for Save-Data, 2g or a stalled network). */
  timeoutMs: number;
  stall: StallTracker;
  now(): number;
}

/** Header on the worker's own "no answer in time" response, so tests and the page can tell it apart. */
export const TIMEOUT_HEADER = 'x-sw-timeout';

/**
 * The answer when the network did not answer in time and nothing is stored: a 504 with the usual
 * envelope, which the API client treats like being offline (the page's "not saved yet" state).
 */
export function gatewayTimeout(): Response {
  return new Response(JSON.stringify({ code: 504, msg: 'network timeout', data: null }), {
    status: 504,
    statusText: 'Gateway Timeout',
    headers: { 'content-type': 'application/json; charset=utf-8', [TIMEOUT_HEADER]: '1', 'access-control-expose-headers': TIMEOUT_HEADER },
  });
}

/**
 * Answers a catalog call: the network first; the stored answer when the network fails, answers
 * 5xx, or takes longer than `timeoutMs` (then a late network answer still refreshes the store);
 * with nothing stored, a prompt 504 rather than a wait on a network that may never answer.
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

  try {
    const first = await raceNetwork(network, deps.timeoutMs, deps.stall, deps.now);
    if (first !== TIMED_OUT) {
      if (first.status < 500) return first;
      return (await deps.match(key.key)) ?? first;
    }
  } catch (error) {
    const stored = await deps.match(key.key);
    if (stored) return stored;
    throw error;
  }
  return (await deps.match(key.key)) ?? gatewayTimeout();
}
