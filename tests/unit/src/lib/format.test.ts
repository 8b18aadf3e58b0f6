import { describe, expect, it } from 'vitest';
import { formatDay, formatEventTime, formatMoment, formatMonthDay, formatYuan, groupDigits } from '../../../../src/lib/format.ts';

// The hand-written formatters must print exactly what Intl prints for the same options (Node has full ICU).
const BEIJING = 'Asia/Shanghai';
// Spread over years, months, weekdays and hours, including day and year boundaries in Beijing and UTC.
const MOMENTS = [
  '2025-12-31T23:30:00Z',
  '2025-12-31T15:59:00Z',
  '2025-02-18T16:30:00Z',
  '2024-02-29T04:05:00Z',
  '2026-01-01T00:00:00+08:00',
  '2026-06-15T12:00:00+08:00',
  '2026-11-22T00:07:00+08:00',
  '2027-03-09T23:59:00+08:00',
  ...Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2019, 0, 1) + i * 37 * 86_400_000 + i * 3_917_000).toISOString()),
];
const fmt = (locale: string, options: Intl.DateTimeFormatOptions, iso: string) => new Intl.DateTimeFormat(locale, options).format(new Date(iso));

describe('groupDigits and formatYuan', () => {
  it('group like Intl in both languages', () => {
    for (const n of [0, 7, 999, 1000, 12800, 1234567, 100000000, -4500, 459.5, 0.05, 1.005, 869.06, 31285.94, 1234567.891]) {
      const decimals = Number.isInteger(n) ? 0 : 2;
      const options = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
      expect(groupDigits(n, decimals)).toBe(n.toLocaleString('zh-CN', options));
      expect(groupDigits(n, decimals)).toBe(n.toLocaleString('en-US', options));
    }
  });

  it('print yuan whole or with two decimals, and a dash for what is not a number', () => {
    expect(formatYuan(12800)).toBe('¥12,800');
    expect(formatYuan('459.5')).toBe('¥459.50');
    expect(formatYuan(0.05)).toBe('¥0.05');
    expect(formatYuan('x')).toBe('—');
    expect(formatYuan(Number.NaN)).toBe('—');
  });
});

describe('dates', () => {
  it('formatDay prints the Beijing calendar day as zh-CN (long month) and en-GB (short month) do', () => {
    for (const iso of MOMENTS) {
      expect(formatDay(iso, 'zh')).toBe(fmt('zh-CN', { timeZone: BEIJING, year: 'numeric', month: 'long', day: 'numeric' }, iso));
      expect(formatDay(iso, 'en')).toBe(fmt('en-GB', { timeZone: BEIJING, year: 'numeric', month: 'short', day: 'numeric' }, iso));
    }
    // 23:30 UTC on 31 Dec is already 1 Jan in Beijing.
    expect(formatDay('2025-12-31T23:30:00Z', 'en')).toBe('1 Jan 2026');
  });

  it('formatEventTime adds the year only when it is not this year, as Intl does with and without year', () => {
    const now = new Date('2026-11-22T12:00:00+08:00');
    const base: Intl.DateTimeFormatOptions = { timeZone: BEIJING, weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false };
    for (const iso of MOMENTS) {
      const thisYear = fmt('en-GB', { timeZone: BEIJING, year: 'numeric' }, iso) === '2026';
      const options = thisYear ? base : { ...base, year: 'numeric' as const };
      expect(formatEventTime(iso, 'zh', now)).toBe(fmt('zh-CN', options, iso));
      expect(formatEventTime(iso, 'en', now)).toBe(fmt('en-GB', options, iso));
    }
    expect(formatEventTime('2026-12-11T08:30:00+08:00', 'en', now)).toBe('Fri 11 Dec, 08:30');
    expect(formatEventTime('2027-01-09T09:00:00+08:00', 'zh', now)).toBe('2027年1月9日周六 09:00');
  });

  it('formatMoment and formatMonthDay use the device clock, as dateStyle medium / timeStyle short do', () => {
    for (const iso of MOMENTS) {
      expect(formatMoment(iso, 'zh')).toBe(fmt('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }, iso));
      expect(formatMoment(iso, 'en')).toBe(fmt('en-US', { dateStyle: 'medium', timeStyle: 'short' }, iso).replace(/\u202f/g, ' '));
      expect(formatMoment(iso, 'zh', false)).toBe(fmt('zh-CN', { dateStyle: 'medium' }, iso));
      expect(formatMoment(iso, 'en', false)).toBe(fmt('en-US', { dateStyle: 'medium' }, iso));
      expect(formatMonthDay(iso, 'zh')).toBe(fmt('zh-CN', { month: 'short', day: 'numeric' }, iso));
      expect(formatMonthDay(iso, 'en')).toBe(fmt('en-US', { month: 'short', day: 'numeric' }, iso));
    }
  });

  it('shows text it cannot read as it came, and nothing for other unreadable values', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatEventTime('TBC', 'zh')).toBe('TBC');
    expect(formatMoment(Number.NaN, 'en')).toBe('');
  });
});
