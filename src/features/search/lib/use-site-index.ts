import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { servicePageDocs, type SearchDoc } from '../../../config/search-pages.ts';
import { useSearchIndex } from '../api/get-search-index.ts';
import { CACHED_SOURCE_PREFIXES, docsFromCachedQueries } from './cached-docs.ts';
import { indexFor, type SiteIndex } from './search-index.ts';

/**
 * Where the results come from: the full index (live, or saved on an earlier visit), only what other
 * pages saved (offline before the index was ever fetched), nothing yet, or nothing at all offline.
 */
export type IndexSource = 'full' | 'saved' | 'loading' | 'unavailable';

/** When each saved answer search can read was last updated (changes when one arrives or is restored). */
function savedStamp(queryClient: ReturnType<typeof useQueryClient>): string {
  return CACHED_SOURCE_PREFIXES.flatMap((prefix) => queryClient.getQueryCache().findAll({ queryKey: [...prefix] }))
    .map((q) => q.state.dataUpdatedAt)
    .join(',');
}

/**
 * The index search runs over. The full index is a persisted catalog query (IndexedDB, and the worker's
 * cache behind it); when it cannot be had, the model groups, goods, news and stores other pages saved,
 * with the service pages from the precached translations.
 */
export function useSiteIndex(lang: 0 | 1): { index: SiteIndex | null; source: IndexSource; retry: () => void } {
  const { i18n } = useTranslation(['search', 'service']);
  const queryClient = useQueryClient();
  const full = useSearchIndex(lang);
  const failed = !full.data && full.isError;
  // Saved answers are read back from IndexedDB per query, when a page asks for it (decision 044):
  // without the index, ask for every one search can read, and follow them as they arrive.
  useEffect(() => {
    if (!failed) return;
    void import('../../../app/persist-queries.ts')
      .then(({ restorePersisted }) => Promise.all(CACHED_SOURCE_PREFIXES.map((prefix) => restorePersisted(queryClient, prefix))))
      .catch(() => undefined);
  }, [failed, queryClient]);
  const savedStampNow = useSyncExternalStore(
    useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]),
    () => savedStamp(queryClient),
    () => '',
  );

  const docs = useMemo<SearchDoc[] | null>(() => {
    if (full.data) return full.data;
    if (!failed) return null;
    const entries = savedStampNow ? CACHED_SOURCE_PREFIXES.flatMap((prefix) => queryClient.getQueriesData({ queryKey: [...prefix] })) : [];
    const saved = docsFromCachedQueries(entries, lang);
    // Service pages alone are not "saved content": with no catalogue saved, say search needs a connection.
    if (saved.length === 0) return [];
    return [...saved, ...servicePageDocs(i18n.getResourceBundle(lang === 1 ? 'en' : 'zh', 'service'))];
  }, [full.data, failed, queryClient, lang, i18n, savedStampNow]);

  const index = useMemo(() => (docs && docs.length > 0 ? indexFor(docs) : null), [docs]);
  const source: IndexSource = full.data ? 'full' : !failed ? 'loading' : index ? 'saved' : 'unavailable';
  return { index, source, retry: () => void full.refetch() };
}
