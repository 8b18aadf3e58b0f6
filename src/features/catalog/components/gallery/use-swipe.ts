import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from './gallery-math.ts';

/** Pointer handlers that call `onSwipe(-1 | 1)` for a horizontal swipe (touch, pen or mouse drag). */
export function useSwipe(onSwipe: (dir: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(e: PointerEvent) {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    },
    onPointerUp(e: PointerEvent) {
      const s = start.current;
      start.current = null;
      if (!s || s.id !== e.pointerId) return;
      const dir = swipeDirection(e.clientX - s.x, e.clientY - s.y);
      if (dir !== 0) onSwipe(dir);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
