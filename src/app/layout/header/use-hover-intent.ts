import { useCallback, useEffect, useRef } from 'react';
import type { PointerEvent } from 'react';
import { useLocation } from 'react-router-dom';

/** Delays before a hover opens or closes a menu, so a passing pointer does not flash menus open. */
export const HOVER_OPEN_MS = 90;
export const HOVER_CLOSE_MS = 220;

/**
 * Hover intent for mouse pointers only (a tap fires pointer events too; touch opens by click).
 * `enter`/`leave` go on every element that counts as "inside" (trigger and panel). A pending open or
 * close belongs to the page it started on: a navigation cancels it, so a click on a menu link within
 * the open delay does not reopen the menu on the next page.
 */
export function useHoverIntent(onOpen: () => void, onClose: () => void) {
  const timer = useRef<number | undefined>(undefined);
  const handlers = useRef({ onOpen, onClose });
  useEffect(() => {
    handlers.current = { onOpen, onClose };
  });
  const clear = useCallback(() => window.clearTimeout(timer.current), []);
  const { key } = useLocation();
  useEffect(() => clear, [clear, key]);
  const start = useCallback(() => {
    clear();
    timer.current = window.setTimeout(() => handlers.current.onOpen(), HOVER_OPEN_MS);
  }, [clear]);
  const enter = useCallback(
    (e: PointerEvent) => {
      if (e.pointerType === 'mouse') start();
    },
    [start],
  );
  const leave = useCallback(
    (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') return;
      clear();
      timer.current = window.setTimeout(() => handlers.current.onClose(), HOVER_CLOSE_MS);
    },
    [clear],
  );
  /** `start` begins the open delay without an event (a hover that began before the menu's code loaded). */
  return { enter, leave, start, cancel: clear };
}
