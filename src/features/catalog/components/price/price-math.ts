import { formatYuan } from '../../../../lib/format.ts';

/** A model's price pair for display: the activity price leads when it is lower than retail. */
export interface PricePair {
  retail: string;
  activity: string | null;
  saving: string | null;
}

/** Formats a retail/activity pair; no activity price (or one not below retail) means no offer. */
export function pricePair(retail: number, activity: number | null | undefined): PricePair {
  const hasOffer = typeof activity === 'number' && activity > 0 && activity < retail;
  return {
    retail: formatYuan(retail),
    activity: hasOffer ? formatYuan(activity) : null,
    saving: hasOffer ? formatYuan(retail - activity) : null,
  };
}

/** Yuan from integer cents (goods prices), without float drift: 45950 → 459.5. */
export function centsToYuan(cents: number): number {
  return Math.round(cents) / 100;
}
