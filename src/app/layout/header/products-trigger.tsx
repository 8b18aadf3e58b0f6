import { useImperativeHandle, useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { useHoverMenu } from './use-hover-intent.ts';
import { useTriggerHandoff } from './menu-trigger-placeholder.tsx';
import { prefetchMegaMenu } from './lazy-parts.tsx';
import { ChevronDownIcon } from './icons.tsx';
import styles from './site-header.module.css';

/** What the header's mega-menu panel needs from its trigger: the shared hover intent, and focus on Esc. */
export interface ProductsTriggerApi {
  enter(e: PointerEvent): void;
  leave(e: PointerEvent): void;
  focus(): void;
}

interface ProductsTriggerProps {
  label: string;
  open: boolean;
  /** Opens the menu; `autoFocus` moves focus into it (keyboard), undefined keeps the current choice. */
  onOpen(autoFocus?: boolean): void;
  onClose(): void;
  api: Ref<ProductsTriggerApi>;
}

/**
 * The product world trigger: hover intent (shared with the panel), click or tap toggles (a click on a
 * menu that hover opened keeps it open: useHoverMenu), Enter/Space/ArrowDown open it with focus inside.
 * Its own chunk with the dropdowns (lazy-parts.tsx); MenuTriggerPlaceholder stands in until it loads.
 */
export function ProductsTrigger({ label, open, onOpen, onClose, api }: ProductsTriggerProps) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useHoverMenu({ open, onOpen: () => onOpen(false), onClose });
  const { hover } = menu;
  useImperativeHandle(api, () => ({ enter: hover.enter, leave: hover.leave, focus: () => button.current?.focus() }), [hover.enter, hover.leave]);

  const openByKey = () => {
    menu.openedByKey();
    onOpen(true);
  };
  useTriggerHandoff('products', button, { hover: hover.start, key: openByKey });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      menu.keyHandled();
      if (open && e.key !== 'ArrowDown') onClose();
      else openByKey();
    }
  };

  return (
    <li
      className={styles.navItem}
      onPointerEnter={(e) => {
        prefetchMegaMenu();
        hover.enter(e);
      }}
      onPointerLeave={hover.leave}
      onFocus={prefetchMegaMenu}
    >
      <button
        ref={button}
        type="button"
        className={styles.navLink}
        data-testid="nav-products"
        data-mega-trigger=""
        aria-expanded={open}
        aria-controls="mega-menu"
        aria-haspopup="true"
        onClick={menu.click}
        onKeyDown={onKeyDown}
      >
        {label}
        <ChevronDownIcon size={14} className={styles.chevron} />
      </button>
    </li>
  );
}
