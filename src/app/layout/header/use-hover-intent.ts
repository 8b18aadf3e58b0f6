import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';

/** Delays before a hover opens or closes a menu, so a passing pointer does not flash menus open. */
export const HOVER_OPEN_MS = 90;
export const HOVER_CLOSE_MS = 220;

/**
 * Hover intent for mouse pointers only (a tap fires pointer events too; touch opens by click).
 * `enter`/`leave` go on every element that counts as "inside" (trigger and panel).
 */
export function useHoverIntent(onOpen: () => void, onClose: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const handlers = useRef({ onOpen, onClose });
  useEffect(() => {
    handlers.current = { onOpen, onClose };
  });
  const clear = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => clear, [clear]);
  const enter = useCallback(
    (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      clear();
      timer.current = window.setTimeout(() => handlers.current.onOpen(), HOVER_OPEN_MS);
    },
    [clear],
  );
  const leave = useCallback(
    (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      clear();
      timer.current = window.setTimeout(() => handlers.current.onClose(), HOVER_CLOSE_MS);
    },
    [clear],
  );
  return { enter, leave, cancel: clear };
}
