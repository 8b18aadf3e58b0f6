import { useLayoutEffect, type RefObject } from 'react';
import { forgetIntent, intentsOf, noteIntent, type Intent } from './early-intent.ts';
import { ChevronDownIcon } from './icons.tsx';
import styles from './site-header.module.css';

/**
 * The menus' code (hover intent, keyboard, outside click) is its own chunk, loaded when the browser
 * is idle or when the pointer or focus reaches a menu trigger, whichever is first. Until then this
 * placeholder stands in (it is also what the server renders and the page hydrates): the same button,
 * which opens its menu on click, and which hands over a hover, focus or key press that arrived before
 * the code did (early-intent.ts notes those made before the page had hydrated).
 */

/**
 * For the real trigger, once on mount: takes over the hover (starts its open delay), the focus, or the
 * keyboard activation (focus, then `on.key`: the menu opens with focus inside) its placeholder had
 * before the trigger's code loaded.
 *
 * A layout effect, so focus moves in the same task as the commit that removed the placeholder. A
 * passive effect runs in a later task: a key pressed in between went to `<body>` and was lost (the
 * trigger ended up focused, its menu closed).
 */
export function useTriggerHandoff(id: string, button: RefObject<HTMLButtonElement | null>, on: { hover(): void; key(): void }): void {
  useLayoutEffect(() => {
    const intent = intentsOf(id, true);
    if (intent.has('focus') || intent.has('key')) button.current?.focus();
    if (intent.has('key')) on.key();
    else if (intent.has('hover')) on.hover();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface MenuTriggerPlaceholderProps {
  id: string;
  label: string;
  /** Opens the menu (a pointer click before the code arrived; keyboard activation waits for it). */
  onOpen(): void;
  /** Starts loading the real trigger. */
  load(): void;
  /** Marks the mega-menu's trigger. */
  mega?: boolean;
}

export function MenuTriggerPlaceholder({ id, label, onOpen, load, mega }: MenuTriggerPlaceholderProps) {
  const note = (intent: Intent) => {
    noteIntent(id, intent);
    load();
  };
  // Once hydrated: what the visitor did to the server's button meanwhile. A click opens the menu now;
  // the rest waits for the real trigger, whose code starts loading.
  useLayoutEffect(() => {
    const intents = intentsOf(id);
    if (intents.size > 0) load();
    if (intents.has('click')) {
      // Opened now, as a click on the placeholder does: the hover that came with the click is spent
      // too, or the real trigger would start a hover open on arrival and reopen a menu just closed.
      forgetIntent(id);
      onOpen();
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <li
      className={styles.navItem}
      onPointerEnter={(e) => e.pointerType === 'mouse' && note('hover')}
      onPointerLeave={() => forgetIntent(id, 'hover')}
    >
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={false}
        aria-haspopup="true"
        data-testid={`nav-${id}`}
        data-menu-trigger={id}
        data-mega-trigger={mega ? '' : undefined}
        onFocus={() => note('focus')}
        onBlur={() => forgetIntent(id, 'focus')}
        onClick={(e) => {
          // Enter or Space (a click without a pointer): the real trigger opens it with focus inside.
          if (e.detail === 0) return note('key');
          forgetIntent(id);
          onOpen();
          load();
        }}
      >
        {label}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
    </li>
  );
}
