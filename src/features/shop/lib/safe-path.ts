/**
 * The login page's `path` parameter as a same-site path, or null. Only paths starting with a single
 * '/' are accepted: '//evil.example', '/\evil.example', 'https://…' and 'javascript:' are refused,
 * so the login page can never be used as an open redirect.
 */
export function safeReturnPath(raw: string | null | undefined, origin = 'http://localhost'): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters and backslashes can be read as scheme or host separators by some browsers.
  if (raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 32)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never back to the login page itself (it would loop).
  return /^\/(en\/)?login\/?$/.test(url.pathname) ? null : path;
}
