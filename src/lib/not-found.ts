import { RefusalError, type Envelope } from './api-client.ts';

/**
 * True when a detail call said its id does not exist: the envelope `{code: 0, data: null, reason:
 * 'not_found'}` (server/lib/envelope.ts `notFound`) or the RefusalError a query rejects with for it.
 * Loaders answer such a page with a 404; any other failure (offline, 5xx, another refusal) is not this.
 */
export function isNotFound(value: unknown): boolean {
  if (value instanceof RefusalError) return value.reason === 'not_found';
  if (!value || typeof value !== 'object') return false;
  const env = value as Partial<Envelope<unknown>>;
  return env.code === 0 && env.data === null && env.reason === 'not_found';
}
