import { formatYuan } from '../../../../components/ui/price.tsx';

/** A model's price pair for display: the activity price leads when it is lower than retail. */
export interface PricePair {
  retail: string;
  activity: string | null;
  saving: string | null;
}

/** Formats a retail/activity pair; no activity price (or one not below retail) means no offer. */
export function pricePair(retail: number, activity: number | null | undefined, locale: 'zh' | 'en'): PricePair {
  const hasOffer = typeof activity === 'number' && activity > 0 && activity < retail;
  return {
    retail: formatYuan(retail, locale),
    activity: hasOffer ? formatYuan(activity, locale) : null,
    saving: hasOffer ? formatYuan(retail - activity, locale) : null,
  };
}

/** Yuan from integer cents (goods prices), without float drift: 45950 → 459.5. */
export function centsToYuan(cents: number): number {
  return Math.round(cents) / 100;
}
