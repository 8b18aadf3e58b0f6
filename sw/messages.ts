// Typed messages between the page (src/lib/sw-bridge.ts) and the worker.
import { RUNTIME_CACHES, RUNTIME_CACHE_PREFIX } from './cache-names.ts';

/** Page → worker: activate the waiting worker now (sent by workbox-window's messageSkipWaiting). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** True for the SKIP_WAITING message. */
export function isSkipWaiting(data: unknown): data is SkipWaitingMessage {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

/** Our runtime caches from older worker versions (a renamed cache is never read again). */
export function staleRuntimeCaches(names: readonly string[]): string[] {
  return names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX) && !RUNTIME_CACHES.includes(n));
}
