// Words for site search in Chinese and English. Chinese has no spaces, so a whitespace tokenizer sees a
// whole sentence as one "word": 头盔 would never match 探索者 ADV 双镜片头盔. Each run of Han characters
// gives its overlapping character pairs (头盔 matches wherever those two characters stand side by side,
// whatever the word boundaries) plus the dictionary words Intl.Segmenter finds in it (旗舰店, 香格里拉),
// which lets longer words match whole and by prefix. Latin words and numbers are lower-cased.

/** Han characters (and the CJK compatibility block): the scripts written without spaces. */
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
/** A Latin (or any other spaced script) word or number: letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

let segmenter: Intl.Segmenter | null | undefined;

/** The word segmenter, or null where the browser has none (then pairs alone match Chinese). */
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  return segmenter;
}

/** The overlapping character pairs of a Han run; a single character stands for itself. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i += 1) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** The words of one Han run longer than a pair, as the segmenter finds them (pairs already cover two). */
function longWords(run: string): string[] {
  const seg = wordSegmenter();
  if (!seg || [...run].length < 3) return [];
  const out: string[] = [];
  for (const s of seg.segment(run)) if (s.isWordLike && [...s.segment].length > 2) out.push(s.segment);
  return out;
}

/**
 * The search terms of a text: Han pairs, and lower-cased Latin words and numbers. Titles also give their
 * long words: segmenting every snippet and address would cost a phone most of the index's build time
 * for words whose pairs already match.
 */
export function tokenize(text: string, field?: string): string[] {
  const out: string[] = [];
  for (const run of text.match(CJK_RUN) ?? []) out.push(...bigrams(run), ...(field === undefined || field === 'title' ? longWords(run) : []));
  for (const word of text.replace(CJK_RUN, ' ').match(WORD) ?? []) out.push(word.toLowerCase());
  return out;
}

/** Marks an index term spelled as code points (below): Latin terms never start with it. */
const HAN_MARK = '~';

/**
 * A term as the index stores it: Latin as it is, Han as the marker and four hex digits per character.
 * MiniSearch keeps terms in a radix tree whose nodes it scans child by child; thousands of distinct
 * first characters under one node made a Chinese index build about ten times slower than an English
 * one (seconds at a 100× catalogue). Spelled in hex, no node has more than 16 children. Whole
 * characters map to whole digit groups, so prefix search still works.
 */
export function indexTerm(term: string): string {
  if (!/^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u.test(term)) return term;
  let out = HAN_MARK;
  for (const ch of term) out += (ch.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
  return out;
}

/** True for a Han term, as typed or as indexed (matched exactly or by prefix, never fuzzily). */
export function isCjkTerm(term: string): boolean {
  return term.startsWith(HAN_MARK) || /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u.test(term);
}

/**
 * A query as groups of terms: every group must match (so "昆明 ABS" wants both), any term within a
 * group may (a Han run's pairs: 昆明门店 finds the Kunming store though it is a 旗舰店).
 */
export function queryGroups(query: string): string[][] {
  const groups: string[][] = [];
  for (const part of query.trim().split(/\s+/)) {
    const cjk = part.match(CJK_RUN) ?? [];
    for (const run of cjk) groups.push([...new Set([...bigrams(run), ...longWords(run)])]);
    for (const word of part.replace(CJK_RUN, ' ').match(WORD) ?? []) groups.push([word.toLowerCase()]);
  }
  return groups.filter((g) => g.length > 0);
}
