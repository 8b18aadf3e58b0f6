import { useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SearchGroup } from '../lib/search-index.ts';
import styles from './search.module.css';

/** Hits shown per group before "show all". */
const GROUP_PREVIEW = 6;

/** Moves focus between result links with the arrow keys; above the first one, back to the search box. */
export function moveFocus(e: KeyboardEvent<HTMLElement>, onTop: () => void): void {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-search-hit]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  e.preventDefault();
  if (e.key === 'ArrowUp' && at === 0) return onTop();
  links[Math.min(links.length - 1, Math.max(0, at + (e.key === 'ArrowDown' ? 1 : -1)))]?.focus();
}

/** The results grouped by type (models, goods, news, stores, service), each group with its count. */
export function SearchResults({ groups, to, onTop }: { groups: SearchGroup[]; to: (path: string) => string; onTop: () => void }) {
  const { t } = useTranslation('search');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    // The arrow keys move between links; Tab works as everywhere.
    <div className={styles.results} onKeyDown={(e) => moveFocus(e, onTop)} data-testid="search-results">
      {groups.map((g) => {
        const open = expanded.has(g.type) || g.hits.length <= GROUP_PREVIEW;
        const shown = open ? g.hits : g.hits.slice(0, GROUP_PREVIEW);
        const headingId = `search-group-${g.type}`;
        return (
          <section key={g.type} className={styles.group} aria-labelledby={headingId} data-testid={`search-group-${g.type}`}>
            <h2 id={headingId} className={styles.groupTitle}>
              {t(`types.${g.type}`)} <span className={styles.groupCount}>{t('groupCount', { count: g.hits.length })}</span>
            </h2>
            <ul className={styles.hits}>
              {shown.map((h) => (
                <li key={h.id}>
                  <Link to={to(h.path)} className={styles.hit} data-search-hit="" data-testid="search-hit">
                    <span className={styles.hitTitle}>{h.title}</span>
                    {h.snippet && <span className={styles.hitSnippet}>{h.snippet}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {!open && (
              <button type="button" className={`btn btn-ghost btn-small ${styles.more}`} onClick={() => setExpanded((s) => new Set(s).add(g.type))}>
                {t('showAll', { count: g.hits.length })}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
