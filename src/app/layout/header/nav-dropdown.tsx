import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { prefetchOnIntent } from '../../../lib/prefetch.ts';
import { useTranslation } from 'react-i18next';
import type { NavLink } from './nav-items.ts';
import { useHoverMenu } from './use-hover-intent.ts';
import { ChevronDownIcon } from './icons.tsx';
import { useTriggerHandoff } from './menu-trigger-placeholder.tsx';
import styles from './site-header.module.css';
import menuStyles from './nav-dropdown.module.css';

interface NavDropdownProps {
  id: string;
  label: string;
  items: readonly NavLink[];
  open: boolean;
  /** Opens (true) or closes (false) this menu; the header keeps at most one menu open. */
  onOpenChange(open: boolean): void;
  to(path: string): string;
  current(path: string): boolean;
}

function focusItem(list: HTMLElement | null, which: 'first' | 'last' | number) {
  const links = Array.from(list?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  if (links.length === 0) return;
  const i = which === 'first' ? 0 : which === 'last' ? links.length - 1 : (which + links.length) % links.length;
  links[i].focus();
}

/**
 * A desktop dropdown: hover intent, click/tap toggles, Enter/Space/ArrowDown opens, arrows move, Esc
 * closes. Its own chunk (lazy-parts.tsx); MenuTriggerPlaceholder stands in until it loads.
 */
export function NavDropdown({ id, label, items, open, onOpenChange, to, current }: NavDropdownProps) {
  const { t } = useTranslation();
  const wrap = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const menu = useHoverMenu({ open, onOpen: () => onOpenChange(true), onClose: () => onOpenChange(false) });
  const { hover } = menu;

  // Opening from the keyboard moves focus into the list once it is shown (the open state is the
  // header's: the list is visible only after its render, whichever update lane that takes).
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const openWithFocus = (which: 'first' | 'last') => {
    if (open) return focusItem(list.current, which);
    menu.openedByKey();
    focusOnOpen.current = which;
    onOpenChange(true);
  };
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusItem(list.current, focusOnOpen.current);
    focusOnOpen.current = null;
  }, [open]);

  useTriggerHandoff(id, button, { hover: hover.start, key: () => openWithFocus('first') });

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, onOpenChange]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) menu.keyHandled();
    if ((e.key === 'Enter' || e.key === ' ') && open) {
      e.preventDefault();
      onOpenChange(false);
    } else if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openWithFocus('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openWithFocus('last');
    } else if (e.key === 'Escape' && open) {
      onOpenChange(false);
    }
  };

  const onListKey = (e: KeyboardEvent) => {
    const links = Array.from(list.current?.querySelectorAll('a') ?? []);
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(list.current, i + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      focusItem(list.current, e.key === 'Home' ? 'first' : 'last');
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
      button.current?.focus();
    }
  };

  return (
    <li
      ref={wrap}
      className={styles.navItem}
      onPointerEnter={hover.enter}
      onPointerLeave={hover.leave}
      onBlur={(e) => {
        if (open && !wrap.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="true"
        data-testid={`nav-${id}`}
        onClick={menu.click}
        onKeyDown={onButtonKey}
      >
        {label}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
      <ul id={id} ref={list} className={menuStyles.dropdown} hidden={!open} onKeyDown={onListKey} aria-label={label}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={to(item.path)}
              className={menuStyles.dropdownLink}
              aria-current={current(item.path) ? 'page' : undefined}
              onClick={() => onOpenChange(false)}
              {...prefetchOnIntent(item.path)}
            >
              {t(`nav.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
