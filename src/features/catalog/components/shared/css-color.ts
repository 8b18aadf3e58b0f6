/** A CSS colour from the API's hex (sent without '#', e.g. "e06b1f"); a neutral grey when malformed. */
export function cssColor(hex: string | undefined): string {
  const h = (hex ?? '').trim().replace(/^#/, '');
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(h) ? `#${h}` : '#9aa0a6';
}
