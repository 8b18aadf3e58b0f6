// What a carousel needs (home hero, model gallery, compare view): swipe handling and the
// previous/next and play/pause icons, one small module so the home page's first screen loads one chunk for them.

import { useRef, type PointerEvent } from 'react';
import { swipeDirection } from '../gallery/gallery-math.ts';

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

/** A thin chevron icon. */
export function Chevron({ dir }: { dir: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={dir === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Pause icon. */
export function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M7 4.5v11M13 4.5v11" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Play icon. */
export function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M7 4.5v11l8.5-5.5z" fill="currentColor" />
    </svg>
  );
}
