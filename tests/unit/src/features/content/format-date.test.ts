import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../../../src/features/content/components/format-date.ts';

describe('format-date', () => {
  it('shows dates in Beijing time, whatever the device time zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Beijing.
    expect(formatDate('2025-12-31T23:30:00Z', 'en')).toBe('1 Jan 2026');
    expect(formatDate('2025-02-18', 'zh')).toBe('2025年2月18日');
  });

  it('adds the year to event times only when it is not this year', () => {
    const now = new Date('2026-11-22T12:00:00+08:00');
    expect(formatDateTime('2026-12-11T08:30:00+08:00', 'en', now)).toBe('Fri 11 Dec, 08:30');
    expect(formatDateTime('2027-01-09T09:00:00+08:00', 'en', now)).toMatch(/2027/);
    expect(formatDateTime('2027-01-09T09:00:00+08:00', 'zh', now)).toMatch(/^2027年1月9日.*09:00$/);
  });

  it('returns unparseable input unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
