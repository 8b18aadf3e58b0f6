import { useEffect, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { initialMegaState, megaGroupsFor, megaReducer, nextIndex } from './mega-menu-state.ts';
import { focusColumn, focusItemIn } from './mega-menu-status.tsx';
import { MegaVehicles } from './mega-menu-vehicles.tsx';
import { MegaGoods } from './mega-menu-goods.tsx';
import styles from './mega-menu.module.css';

/** Why the menu asks to close; the header returns focus to its trigger after 'escape'. */
export type MegaCloseReason = 'escape' | 'outside' | 'navigate' | 'blur';

interface MegaMenuProps {
  /** 'panel' drops below the desktop header; 'drawer' stacks inside the phone menu. */
  variant: 'panel' | 'drawer';
  id?: string;
  onClose(reason: MegaCloseReason): void;
  /** Focus the selected first-level group on mount (opened from the keyboard). */
  autoFocus?: boolean;
  /** Hover-intent hooks of the header (the panel counts as "inside" the trigger). */
  onPointerEnter?(e: PointerEvent): void;
  onPointerLeave?(e: PointerEvent): void;
}

/**
 * The product mega-menu (spec sections 2 and 4): first-level groups (four in Chinese, two in
 * English); series and displacement show section, sub-grouped models and a preview, parts and
 * riding gear show goods cards. Rendered only while open.
 */
export function MegaMenu({ variant, id = 'mega-menu', onClose, autoFocus = false, onPointerEnter, onPointerLeave }: MegaMenuProps) {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const location = useLocation();
  const groups = megaGroupsFor(locale);
  const [state, dispatch] = useReducer(megaReducer, initialMegaState);
  const root = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const firstLocation = useRef(location.key);

  useEffect(() => {
    closeRef.current = onClose;
  });

  // Route change closes the menu (the first render's location is where it opened).
  useEffect(() => {
    if (location.key !== firstLocation.current) closeRef.current('navigate');
  }, [location.key]);

  useEffect(() => {
    if (autoFocus) root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [autoFocus]);

  // Esc, outside clicks and focus moving elsewhere close the desktop panel (an open panel must not
  // cover the element focus went to: WCAG 2.4.11); the phone drawer handles its own.
  useEffect(() => {
    if (variant !== 'panel') return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') closeRef.current('escape');
    };
    const onDown = (e: globalThis.PointerEvent) => {
      const target = e.target as Element;
      if (!root.current?.contains(target) && !target.closest?.('[data-mega-trigger]')) closeRef.current('outside');
    };
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target as Element;
      if (!root.current?.contains(target) && !target.closest?.('[data-mega-trigger]')) closeRef.current('blur');
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [variant]);

  const active = groups[state.group] ?? groups[0];
  const onGroupKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = nextIndex(e.key, i, groups.length);
    if (next !== undefined) {
      e.preventDefault();
      dispatch({ type: 'group', index: next });
      focusItemIn(e.currentTarget, '[role="tab"]', next);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusColumn(e.currentTarget, active.kind === 'vehicles' ? 'sections' : 'goods');
    }
  };

  const content =
    active.kind === 'vehicles' ? (
      <MegaVehicles key={active.type} type={active.type} state={state} dispatch={dispatch} variant={variant} />
    ) : (
      <MegaGoods key={active.goods} goods={active.goods} />
    );

  return (
    <>
      {variant === 'panel' && <div className={styles.backdrop} aria-hidden="true" onClick={() => onClose('outside')} />}
      <div
        ref={root}
        id={id}
        className={variant === 'panel' ? styles.panel : styles.drawer}
        data-variant={variant}
        data-testid="mega-menu"
        role="region"
        aria-label={t('megaMenu.label')}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        <div className={styles.inner} data-groups={groups.length}>
          <div className={styles.groups} data-col="groups" role="tablist" aria-orientation="vertical" aria-label={t('megaMenu.label')}>
            {groups.map((g, i) => (
              <button
                key={g.labelKey}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                aria-selected={state.group === i}
                aria-controls={`${id}-content`}
                tabIndex={state.group === i ? 0 : -1}
                className={styles.group}
                data-testid={`mega-group-${i}`}
                onPointerEnter={(e) => {
                  if (e.pointerType === 'mouse') dispatch({ type: 'group', index: i });
                }}
                onClick={() => dispatch({ type: 'group', index: i })}
                onKeyDown={(e) => onGroupKey(e, i)}
              >
                <span className={styles.groupIndex} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                {t(g.labelKey)}
              </button>
            ))}
          </div>
          <div id={`${id}-content`} role="tabpanel" aria-labelledby={`${id}-tab-${state.group}`} className={styles.content}>
            {content}
          </div>
        </div>
      </div>
    </>
  );
}
