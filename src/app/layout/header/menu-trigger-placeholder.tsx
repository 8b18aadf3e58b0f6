import { useEffect, type RefObject } from 'react';
import { ChevronDownIcon } from './icons.tsx';
import styles from './site-header.module.css';

/**
 * The menus' code (hover intent, keyboard, outside click) is its own chunk, loaded when the browser
 * is idle or when the pointer or focus reaches a menu trigger, whichever is first. Until then this
 * placeholder stands in: the same button, which opens its menu on click, and which hands over a hover
 * or focus that arrived before the code did.
 */
const pendingIntent = new Map<string, 'hover' | 'focus'>();

/**
 * For the real trigger, once on mount: takes over the hover (starts its open delay) or the focus its
 * placeholder had before the trigger's code loaded.
 */
export function useTriggerHandoff(id: string, button: RefObject<HTMLButtonElement | null>, startHover: () => void): void {
  useEffect(() => {
    const intent = pendingIntent.get(id);
    pendingIntent.delete(id);
    if (intent === 'focus') button.current?.focus();
    else if (intent === 'hover') startHover();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

interface MenuTriggerPlaceholderProps {
  id: string;
  label: string;
  /** Opens the menu (a click before the code arrived). */
  onOpen(): void;
  /** Starts loading the real trigger. */
  load(): void;
  /** Marks the mega-menu's trigger. */
  mega?: boolean;
}

export function MenuTriggerPlaceholder({ id, label, onOpen, load, mega }: MenuTriggerPlaceholderProps) {
  const note = (intent: 'hover' | 'focus') => {
    pendingIntent.set(id, intent);
    load();
  };
  const forget = () => pendingIntent.delete(id);
  return (
    <li className={styles.navItem} onPointerEnter={(e) => e.pointerType === 'mouse' && note('hover')} onPointerLeave={forget}>
      <button
        type="button"
        className={styles.navLink}
        aria-expanded={false}
        aria-haspopup="true"
        data-testid={`nav-${id}`}
        data-mega-trigger={mega ? '' : undefined}
        onFocus={() => note('focus')}
        onBlur={forget}
        onClick={() => {
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
