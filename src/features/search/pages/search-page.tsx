import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '../../../app/route-module.ts';
import { useLocale } from '../../../app/layout/use-locale.ts';
import { searchSite } from '../lib/search-index.ts';
import { useSiteIndex } from '../lib/use-site-index.ts';
import { SearchResults } from '../components/search-results.tsx';
import { UntilHydrated } from '../../../components/ui/until-hydrated.tsx';
import styles from '../components/search.module.css';

/** The longest query kept: longer text is a paste, not a search. */
const MAX_QUERY = 80;
/** How long typing pauses before the address follows the query (replace, so Back leaves the page). */
const URL_DELAY_MS = 400;

/**
 * Site search (`/search?q=`): models, goods, news, stores and service pages in the page's language,
 * grouped by type. It searches on the device (MiniSearch, loaded with this page), so it also works
 * offline over the saved index or, failing that, over what other pages saved.
 */
export function SearchPage() {
  const { t } = useTranslation('search');
  const { lang, to } = useLocale();
  const [params, setParams] = useSearchParams();
  const urlQuery = (params.get('q') ?? '').slice(0, MAX_QUERY);
  const [text, setText] = useState(urlQuery);
  const written = useRef(urlQuery);
  // What the live region announces: the query once typing pauses, not every keystroke.
  const [settled, setSettled] = useState(urlQuery.trim());
  const input = useRef<HTMLInputElement>(null);
  const { index, source, retry } = useSiteIndex(lang);
  const query = useDeferredValue(text).trim();
  const groups = useMemo(() => (index && query ? searchSite(index, query) : []), [index, query]);
  const count = groups.reduce((n, g) => n + g.hits.length, 0);

  useEffect(() => input.current?.focus(), []);
  // A link to /search?q=… (or Back) while the page is open: follow the address.
  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setText(urlQuery);
      setSettled(urlQuery.trim());
    }
  }, [urlQuery]);
  useEffect(() => {
    const q = text.trim();
    const timer = setTimeout(() => {
      setSettled(q);
      if (q === written.current) return;
      written.current = q;
      setParams(q ? { q } : {}, { replace: true });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);

  const examples = t('examples', { returnObjects: true }) as unknown;
  const status = !query || !index || query !== settled ? '' : count > 0 ? t('status', { count, query }) : t('none', { query });

  return (
    <div className={`container ${styles.page}`} data-testid="search-page">
      <p className="eyebrow">{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
        {/* Typed before hydration, a query would be reset by it (the offline copy of this page paints first). */}
        <UntilHydrated>
          <label htmlFor="site-search-input" className="visually-hidden">
            {t('label')}
          </label>
          <input
            ref={input}
            id="site-search-input"
            type="search"
            className={styles.input}
            value={text}
            maxLength={MAX_QUERY}
            placeholder={t('placeholder')}
            enterKeyHint="search"
            autoComplete="off"
            data-testid="search-input"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                const first = document.querySelector<HTMLAnchorElement>('a[data-search-hit]');
                if (first) {
                  e.preventDefault();
                  first.focus();
                }
              } else if (e.key === 'Escape' && text) {
                e.preventDefault();
                setText('');
              } else if (e.key === 'Enter') document.querySelector<HTMLAnchorElement>('a[data-search-hit]')?.focus();
            }}
          />
        </UntilHydrated>
      </form>

      {source === 'saved' && (
        <p className={styles.notice} data-testid="search-limited">
          {t('limited')}
        </p>
      )}
      <p role="status" className={styles.status} data-testid="search-status">
        {status}
      </p>

      {source === 'loading' && <p className={styles.hint}>{t('loading')}</p>}
      {source === 'unavailable' && (
        <div className={styles.notice} data-testid="search-needs-connection">
          <p>{t('needsConnection')}</p>
          <button type="button" className="btn btn-dark btn-small" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {index && !query && (
        <div className={styles.hint}>
          <p>{t('idle')}</p>
          {Array.isArray(examples) && (
            <p className={styles.examples}>
              {t('try')}{' '}
              {examples.map((ex) => (
                <Link key={String(ex)} to={to(`/search?q=${encodeURIComponent(String(ex))}`)} className={styles.example}>
                  {String(ex)}
                </Link>
              ))}
            </p>
          )}
        </div>
      )}
      {index && query && count === 0 && <p className={styles.hint}>{t('noneHint')}</p>}
      {groups.length > 0 && <SearchResults key={query} groups={groups} to={to} onTop={() => input.current?.focus()} />}
    </div>
  );
}

export { SearchPage as Component };

/** The page's facts for its route (src/app/route-module.ts): results are found on the device, after hydration. */
export const handle: PageHandle = { namespaces: ['search'], noindex: true };
