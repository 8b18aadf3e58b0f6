/** Wraps an index into 0..count-1, so "next" after the last picture is the first (and back). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Smallest horizontal travel, in px, that counts as a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * Reads a pointer gesture: -1 swipe to the previous item (finger moved right), 1 to the next
 * (moved left), 0 for a tap or a mostly vertical scroll.
 */
export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy) * 1.2) return 0;
  return dx < 0 ? 1 : -1;
}

/** Maps a key to a step: arrows move by one, Home/End jump to the ends; undefined for other keys. */
export function keyStep(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return wrapIndex(index + 1, count);
    case 'ArrowLeft':
    case 'ArrowUp':
      return wrapIndex(index - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return undefined;
  }
}
