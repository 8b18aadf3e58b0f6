/**
 * A query key as Fastify's query parser (fast-querystring) reads it: `+` is a space, percent escapes
 * are decoded, and a key that does not decode stays as it is.
 */
function decodeKey(key: string): string {
  const spaced = key.includes('+') ? key.replace(/\+/g, ' ') : key;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/**
 * Replaces the value of every query parameter whose key reads as `token` (however it is encoded:
 * `token`, `%74oken`, `TOKEN`...) so logs never record a session token. The server reads the token
 * from exactly what Fastify's parser decodes to `token`; redacting any case of it is a safe superset.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url.slice(q + 1);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    if (eq < 0 || decodeKey(part.slice(0, eq)).toLowerCase() !== 'token') return part;
    return `${part.slice(0, eq)}=[redacted]`;
  });
  return `${url.slice(0, q + 1)}${parts.join('&')}`;
}

/**
 * A query string (with or without its `?`) without any parameter whose key reads as `token`, however
 * encoded; the other parameters stay exactly as sent. Used where a query is stored, not just logged.
 */
export function stripTokenParam(query: string): string {
  const raw = query.startsWith('?') ? query.slice(1) : query;
  if (!raw) return '';
  return raw
    .split('&')
    .filter((part) => {
      const eq = part.indexOf('=');
      return part !== '' && decodeKey(eq < 0 ? part : part.slice(0, eq)).toLowerCase() !== 'token';
    })
    .join('&');
}
