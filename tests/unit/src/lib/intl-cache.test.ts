import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '../../../../src/lib/intl-cache.ts';
import { formatYuan } from '../../../../src/components/ui/price.tsx';

describe('memoised Intl formatters', () => {
  it('give the same text as toLocaleString', () => {
    for (const locale of ['zh-CN', 'en-US']) {
      for (const opts of [{}, { minimumFractionDigits: 2, maximumFractionDigits: 2 }] as Intl.NumberFormatOptions[]) {
        for (const n of [0, 12800, 459.5, 1234567.891]) expect(numberFormat(locale, opts).format(n)).toBe(n.toLocaleString(locale, opts));
      }
    }
    const d = new Date('2025-02-18T08:30:00Z');
    const opts: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'long', day: 'numeric' };
    expect(dateTimeFormat('zh-CN', opts).format(d)).toBe(d.toLocaleDateString('zh-CN', opts));
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(d)).toBe(d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('make one formatter per locale and options', () => {
    expect(numberFormat('zh-CN', { maximumFractionDigits: 2 })).toBe(numberFormat('zh-CN', { maximumFractionDigits: 2 }));
    expect(numberFormat('zh-CN', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en-GB', { year: 'numeric' })).not.toBe(dateTimeFormat('en-GB', { month: 'short' }));
  });

  it('prices keep their format', () => {
    expect(formatYuan(12800)).toBe('¥12,800');
    expect(formatYuan('459.5', 'en')).toBe('¥459.50');
    expect(formatYuan('x')).toBe('—');
  });
});
