import { useRef, type KeyboardEvent } from 'react';
import styles from './news.module.css';
import { useHydrated } from '../../../../lib/use-hydrated.ts';

export interface NewsTab {
  id: number;
  name: string;
}

/** Keyboard-usable tab list (arrow keys, Home, End) controlling the `news-panel` tab panel. */
export function NewsTabs({ tabs, selected, onSelect, label }: { tabs: NewsTab[]; selected: number; onSelect: (id: number) => void; label: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // Until hydration a click on the server's tab would do nothing: held disabled, as forms are.
  const hydrated = useHydrated();
  const move = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next].id);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, i) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`news-tab-${tab.id}`}
            aria-selected={active}
            aria-controls="news-panel"
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            disabled={!hydrated}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => move(e, i)}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
