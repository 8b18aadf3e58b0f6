import { useLayoutEffect, type RefObject } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './site-header.module.css';

/**
 * The menus' code (hover intent, keyboard, outside click) is its own chunk, loaded when the browser
 * is idle or when the pointer or focus reaches a menu trigger, whichever is first. Until then this
 * placeholder stands in: the same button, which opens its menu on click, and which hands over a hover
 * or focus that arrived before the code did.
 */
type Intent = 'hover' | 'focus' | 'key';
/** Per trigger, what the visitor is doing to its placeholder: a pointer over it, focus on it, a key press. */
const pendingIntent = new Map<string, Set<Intent>>();

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
    const intent = pendingIntent.get(id) ?? new Set<Intent>();
    pendingIntent.delete(id);
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
    pendingIntent.set(id, (pendingIntent.get(id) ?? new Set<Intent>()).add(intent));
    load();
  };
  const forget = (intent?: Intent) => (intent ? pendingIntent.get(id)?.delete(intent) : pendingIntent.delete(id));
  return (
    <li className={styles.navItem} onPointerEnter={(e) => e.pointerType === 'mouse' && note('hover')} onPointerLeave={() => forget('hover')}>
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={false}
        aria-haspopup="true"
        data-testid={`nav-${id}`}
        data-mega-trigger={mega ? '' : undefined}
        onFocus={() => note('focus')}
        onBlur={() => forget('focus')}
        onClick={(e) => {
          // Enter or Space (a click without a pointer): the real trigger opens it with focus inside.
          if (e.detail === 0) return note('key');
          forget();
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
