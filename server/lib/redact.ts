/** Replaces the value of any `token` query parameter so access logs never record it. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
