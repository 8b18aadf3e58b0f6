import type { TFunction } from 'i18next';
import { groupDigits } from '../../../lib/format.ts';

/** "24 个月或 30,000 公里" / "24 months or 30,000 km"; periods without a mileage limit say so. */
export function formatPeriod(p: { months: number; km: number | null }, t: TFunction<'service'>): string {
  const months = t('common.months', { count: p.months });
  if (p.km === null) return `${months} · ${t('common.noKmLimit')}`;
  return t('common.monthsOrKm', { months, km: groupDigits(p.km) });
}
