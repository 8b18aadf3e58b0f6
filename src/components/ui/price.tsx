import { numberFormat } from '../../lib/intl-cache.ts';

/** Formats yuan for display: ¥12,800 (whole) or ¥459.50 (with cents). */
export function formatYuan(value: number | string, locale: 'zh' | 'en' = 'zh'): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (!Number.isFinite(n)) return '—';
  const whole = Number.isInteger(n);
  return `¥${numberFormat(locale === 'en' ? 'en-US' : 'zh-CN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(n)}`;
}

/** A price in yuan; `strike` shows it crossed out (a retail price next to an activity price). */
export function Price({ value, locale, strike = false, className }: { value: number | string; locale: 'zh' | 'en'; strike?: boolean; className?: string }) {
  const text = formatYuan(value, locale);
  return strike ? <s className={`price ${className ?? ''}`}>{text}</s> : <span className={`price ${className ?? ''}`}>{text}</span>;
}
