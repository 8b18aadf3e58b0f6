/**
 * Shared Intl formatters. `n.toLocaleString(locale, options)` builds a new formatter on every call,
 * which costs about 1–3 ms each for zh-CN (ICU loads the locale's data again): a page of model cards
 * spent ~45 ms of its first render formatting prices. A formatter per (locale, options) is made once.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The memoised `Intl.NumberFormat` for a locale and options (same output as `toLocaleString`). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

/** The memoised `Intl.DateTimeFormat` for a locale and options (same output as `toLocale(Date)String` with date fields). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}
