/** Lower-cased letters and digits only: case, dashes and spaces do not decide a match. */
export function squash(s: string): string {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * What riders type against what the catalogue says. Part names and categories use the trade's words
 * ("刹离把", "Levers & Controls"); a rider searches "刹车" or "brake". Each group lists query words and
 * the catalogue words they also find, in both languages.
 */
const GROUPS: { asks: string[]; finds: string[] }[] = [
  { asks: ['刹车', '制动', '刹', 'brake', 'brakes', 'braking'], finds: ['刹', 'lever'] },
  { asks: ['离合', 'clutch'], finds: ['离把', 'lever'] },
  { asks: ['排气', '尾段', '消声', 'exhaust', 'muffler', 'silencer', 'pipe'], finds: ['排气', '尾段', '消声', 'exhaust', 'slipon', 'silencer'] },
  { asks: ['镜', 'mirror', 'mirrors'], finds: ['镜', 'mirror'] },
  { asks: ['座', 'seat', 'saddle'], finds: ['座', 'seat'] },
  { asks: ['箱', '包', 'luggage', 'bag', 'case', 'pannier'], finds: ['箱', '包', 'luggage', 'case', 'pannier', 'bag'] },
  { asks: ['护杠', '防摔', 'crash', 'guard', 'protection'], finds: ['护杠', '防摔', 'crash', 'slider'] },
  { asks: ['风挡', '挡风', 'windscreen', 'windshield', 'screen'], finds: ['风挡', 'screen'] },
  { asks: ['灯', 'light', 'lamp', 'headlight'], finds: ['灯', 'light'] },
  { asks: ['脚踏', 'peg', 'pegs', 'footpeg', 'rearset', 'rearsets'], finds: ['脚踏', 'peg', 'rearset'] },
  { asks: ['手机', 'phone'], finds: ['手机', 'phone'] },
  { asks: ['护板', 'skid', 'bashplate'], finds: ['护板', 'skid'] },
];

/** The squashed words a part search for `keyword` matches: the keyword itself and its synonyms' catalogue words. */
export function searchTerms(keyword: string): string[] {
  const kw = squash(keyword);
  if (!kw) return [];
  const terms = new Set([kw]);
  for (const g of GROUPS) if (g.asks.some((a) => squash(a) === kw)) for (const f of g.finds) terms.add(squash(f));
  return [...terms];
}

/** Whether any of the texts contains any of the terms (all squashed). */
export function matchesTerms(texts: string[], terms: string[]): boolean {
  const hay = texts.map(squash);
  return terms.some((term) => hay.some((h) => h.includes(term)));
}
