import { useCallback, useEffect, useRef } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { useLocation } from 'react-router';

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

/**
 * A header menu that opens on hover and toggles on click. How it was opened decides what a click and
 * a pointer leaving do:
 * - opened by hover: leaving closes it; a click on its trigger keeps it open and pins it (the visitor
 *   clicks what they see, however long after the hover opened it), so leaving no longer closes it;
 * - opened by click or key: leaving leaves it open; a click on the trigger closes it.
 * A click also cancels a hover open still waiting for its delay. There is no time window: a slow or
 * repeated click cannot close a menu that hover has just opened.
 */
export function useHoverMenu({ open, onOpen, onClose }: { open: boolean; onOpen(): void; onClose(): void }) {
  const openedBy = useRef<'hover' | 'other'>('other');
  const hover = useHoverIntent(
    () => {
      if (open) return;
      openedBy.current = 'hover';
      onOpen();
    },
    () => {
      if (openedBy.current === 'hover') onClose();
    },
  );
  const keyHandledAt = useRef(0);
  /** The trigger handled a key that activates it (Enter, Space, arrows) on keydown. */
  const keyHandled = () => {
    keyHandledAt.current = Date.now();
  };
  /**
   * The trigger was clicked. The click the browser synthesizes for a key already handled on keydown is
   * ignored (a screen reader that clicks without a keydown still gets here).
   */
  const click = (e: MouseEvent) => {
    if (e.detail === 0 && Date.now() - keyHandledAt.current < 500) return;
    hover.cancel();
    if (open && openedBy.current !== 'hover') return onClose();
    openedBy.current = 'other';
    if (!open) onOpen();
  };
  /** The menu is being opened from the keyboard (the caller opens it, with focus inside). */
  const openedByKey = () => {
    hover.cancel();
    openedBy.current = 'other';
  };
  return { hover, click, keyHandled, openedByKey };
}
