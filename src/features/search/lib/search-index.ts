import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { SEARCH_TYPES, type SearchDoc, type SearchType } from '../../../config/search-pages.ts';
import { indexTerm, isCjkTerm, queryGroups, tokenize } from './tokenize.ts';

/** What a result shows: the stored fields of a document. */
export type SearchHit = Pick<SearchDoc, 'id' | 'type' | 'title' | 'snippet' | 'path'>;

/** Results of one type, best first. */
export interface SearchGroup {
  type: SearchType;
  hits: SearchHit[];
}

/** A search index over the site's documents (MiniSearch with the Chinese-aware tokenizer). */
export type SiteIndex = MiniSearch<SearchDoc>;

/** Builds the index: titles count most, then the hidden keywords (series, specs, city), then snippets. */
export function buildIndex(docs: readonly SearchDoc[]): SiteIndex {
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'keywords', 'snippet'],
    storeFields: ['type', 'title', 'snippet', 'path'],
    tokenize,
    // Lower-casing is done by tokenize; this spells Han terms so the index builds fast (see indexTerm).
    processTerm: indexTerm,
    // The query is split into terms by queryGroups already: each string handed to MiniSearch is one term.
    searchOptions: { tokenize: (term) => [term] },
  });
  // The same document may come twice from saved lists (a model in two menus): the first wins.
  const seen = new Set<string>();
  index.addAll(docs.filter((d) => !seen.has(d.id) && seen.add(d.id)));
  return index;
}

const built = new WeakMap<readonly SearchDoc[], SiteIndex>();

/** The index of a list of documents, built once per list (coming back to search does not build it again). */
export function indexFor(docs: readonly SearchDoc[]): SiteIndex {
  let index = built.get(docs);
  if (!index) built.set(docs, (index = buildIndex(docs)));
  return index;
}

/** A Latin term of four letters or more forgives a typo ("kunmig"); short terms and Chinese match exactly. */
function fuzziness(term: string): number | false {
  return !isCjkTerm(term) && term.length >= 4 ? 0.2 : false;
}

/** The MiniSearch query for what the visitor typed: every group must match, any term of a group may. */
export function toQuery(text: string): Query | null {
  const groups = queryGroups(text);
  if (groups.length === 0) return null;
  return { combineWith: 'AND', queries: groups.map((terms) => ({ combineWith: 'OR', queries: terms })) };
}

/** Searches the index and groups the hits by type in the site's order (models, goods, news, stores, service). */
export function searchSite(index: SiteIndex, text: string): SearchGroup[] {
  const query = toQuery(text);
  if (!query) return [];
  const results: SearchResult[] = index.search(query, { prefix: true, fuzzy: fuzziness, boost: { title: 3, keywords: 1.5 } });
  const byType = new Map<SearchType, SearchHit[]>();
  for (const r of results) {
    const hit = { id: String(r.id), type: r.type as SearchType, title: String(r.title), snippet: String(r.snippet ?? ''), path: String(r.path) };
    byType.set(hit.type, [...(byType.get(hit.type) ?? []), hit]);
  }
  return SEARCH_TYPES.filter((t) => byType.has(t)).map((type) => ({ type, hits: byType.get(type) ?? [] }));
}
