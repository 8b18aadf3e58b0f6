/**
 * Shared Intl formatters. `n.toLocaleString(locale, options)` builds a new formatter on every call,
 * which costs about 1–3 ms each for zh-CN (ICU loads the locale's data again): a page of model cards
 * spent ~45 ms of its first render formatting prices. A formatter per (locale, options) is made once.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per kind, locale and options, made on first use. */
function memoised<F extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = formats.get(key) as F | undefined;
  if (!f) formats.set(key, (f = make()));
  return f;
}

/** The memoised `Intl.NumberFormat` for a locale and options (same output as `toLocaleString`). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return memoised('n', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** The memoised `Intl.DateTimeFormat` for a locale and options (same output as `toLocale(Date)String` with date fields). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return memoised('d', locale, options, () => new Intl.DateTimeFormat(locale, options));
}
