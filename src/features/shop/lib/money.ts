import type { Locale } from '../../../app/route-table.ts';
import { formatMoment, formatYuan } from '../../../lib/format.ts';

/** Cents → "¥1,234.50" (whole yuan without decimals). Money is integer cents end to end. */
export function yuanFromCents(cents: number): string {
  return formatYuan(cents / 100);
}

/** A date-time in the page's language, e.g. 2025年3月4日 14:05 / Mar 4, 2025, 2:05 PM. */
export function formatDateTime(iso: string | null | undefined, locale: Locale, withTime = true): string {
  return iso ? formatMoment(iso, locale, withTime) : '';
}
