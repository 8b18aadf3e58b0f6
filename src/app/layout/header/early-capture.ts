// Until the app hydrates, the server's header is markup without handlers: a hover, focus, key or click
// on it would be lost. Listeners on window (capture: they run before React's own, which drop events
// aimed at parts not yet hydrated) note what the visitor did; the header takes it over once hydrated
// (endEarlyIntent). Part of the small entry (main.tsx), so it listens from the first moment the page
// runs a script; it is handed the shell's intent store rather than importing it.
import type * as Intents from './early-intent.ts';

/** Starts noting intents on the server-rendered header (called first thing in the entry). */
export function captureEarlyIntent({ early, forgetIntent, noteIntent }: typeof Intents): void {
  if (early.stop) return;
  let hovered: string | undefined;
  /** Other header buttons clicked (phone menu, language): clicked again once the header has hydrated. */
  const clicked: HTMLElement[] = [];
  const on = (type: string, handle: (e: Event, id: string | undefined) => void) => {
    const listener = (e: Event) => handle(e, (e.target as Element).closest?.<HTMLElement>('[data-menu-trigger]')?.dataset.menuTrigger);
    addEventListener(type, listener, true);
    return () => removeEventListener(type, listener, true);
  };
  const offs = [
    on('pointerover', (e, id) => {
      if ((e as PointerEvent).pointerType !== 'mouse') return;
      if (hovered && hovered !== id) forgetIntent(hovered, 'hover');
      if ((hovered = id)) noteIntent(id, 'hover');
    }),
    on('focusin', (_, id) => id && noteIntent(id, 'focus')),
    on('focusout', (_, id) => id && forgetIntent(id, 'focus')),
    on('keydown', (e, id) => {
      if (!id || !['Enter', ' ', 'ArrowDown'].includes((e as KeyboardEvent).key)) return;
      // The real trigger opens the menu with focus inside; no scroll, no synthetic click meanwhile.
      e.preventDefault();
      noteIntent(id, 'key');
    }),
    on('click', (e, id) => {
      const button = id ? null : (e.target as Element).closest?.<HTMLElement>('header button');
      if (!id && !button) return;
      // Taken over, exactly once: React, hydrating in a hurry for this event, would also run it.
      e.stopPropagation();
      e.preventDefault();
      if (id) noteIntent(id, (e as MouseEvent).detail === 0 ? 'key' : 'click');
      else if (button && !clicked.includes(button)) clicked.push(button);
    }),
  ];
  early.stop = () => {
    offs.forEach((off) => off());
    // After the hydrating commit (a layout effect stops us), with the buttons' handlers in place.
    if (clicked.length > 0) queueMicrotask(() => clicked.forEach((button) => button.isConnected && button.click()));
  };
}
