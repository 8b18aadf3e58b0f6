// Synthetic GET cache keys for catalog POST calls. The Cache API only keys on GET requests, so a
// catalog answer is stored under: URL without the token + `__body=<sha-256 of the canonical body>`.
// The hash goes in the query string, not a `#fragment`: the Cache API ignores fragments when
// matching, so fragment keys would make every body of one call collide.
import { BODY_KEY_PARAM } from './cache-names.ts';

/** Names that identify a user and must never take part in a cache key. */
const SECRET_KEYS = new Set(['token']);

/** Stable JSON: object keys sorted at every level, undefined values dropped (same rule as the server). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The canonical form of a JSON request body with the token removed, or null when the body is not a
 * JSON object (such a request is not cacheable and goes to the network only).
 */
export function canonicalBody(text: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.trim() === '' ? '{}' : text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const rest = Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter(([k]) => !SECRET_KEYS.has(k)));
  return canonicalJson(rest);
}

/** The URL without the token (and without any fragment), its remaining query parameters sorted. */
export function keyBaseUrl(url: string | URL): URL {
  const u = new URL(url);
  u.hash = '';
  const params: [string, string][] = [];
  u.searchParams.forEach((value, name) => {
    if (!SECRET_KEYS.has(name) && name !== BODY_KEY_PARAM) params.push([name, value]);
  });
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  u.search = new URLSearchParams(params).toString();
  return u;
}

/** Lower-case hex SHA-256 of a string. */
export async function sha256Hex(text: string, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The synthetic key for a call URL and its raw body text, or null when the body is not cacheable. */
export async function catalogCacheKey(url: string | URL, bodyText: string): Promise<{ key: string; body: string } | null> {
  const body = canonicalBody(bodyText);
  if (body === null) return null;
  const u = keyBaseUrl(url);
  u.searchParams.append(BODY_KEY_PARAM, await sha256Hex(body));
  return { key: u.toString(), body };
}

/**
 * Reads a request's body from a clone (the original stays unread for `fetch`) and returns its
 * synthetic key. Must run before the request is sent: a sent request's body is gone.
 */
export async function cacheKeyForRequest(request: Request): Promise<{ key: string; body: string } | null> {
  let text: string;
  try {
    text = await request.clone().text();
  } catch {
    return null;
  }
  return catalogCacheKey(request.url, text);
}
