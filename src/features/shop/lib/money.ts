import { formatYuan } from '../../../components/ui/price.tsx';
import type { Locale } from '../../../app/route-table.ts';

/** Cents → "¥1,234.50" (whole yuan without decimals). Money is integer cents end to end. */
export function yuanFromCents(cents: number, locale: Locale): string {
  return formatYuan(cents / 100, locale);
}

/** A date-time in the page's language, e.g. 2025年3月4日 14:05 / Mar 4, 2025, 2:05 PM. */
export function formatDateTime(iso: string | null | undefined, locale: Locale, withTime = true): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}
