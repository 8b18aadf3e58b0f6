import type { Locale } from '../../../app/route-table.ts';
import { dateTimeFormat } from '../../../lib/intl-cache.ts';

/** Events and articles happen in China: show their dates and times in Beijing time, whatever the device says. */
const TIME_ZONE = 'Asia/Shanghai';

/** "2025年2月18日" / "18 Feb 2025". */
export function formatDate(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: locale === 'en' ? 'short' : 'long',
    day: 'numeric',
  }).format(d);
}

/** "12月11日周五 08:30" / "Fri 11 Dec, 08:30"; the year is added when it is not this year. */
export function formatDateTime(iso: string, locale: Locale, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const year = (x: Date) => dateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' }).format(x);
  return dateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: TIME_ZONE,
    weekday: 'short',
    year: year(d) === year(now) ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);
}

/** Machine-readable date for <time dateTime>. */
export function isoDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString();
}
