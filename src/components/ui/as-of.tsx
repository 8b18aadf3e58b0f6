import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/**
 * "Prices as of <time>" stamp for prices that are not live: `at` comes from `asOfTime` (src/lib/as-of.ts).
 * `label` words it for other saved data ("Saved on this device <time>").
 */
export function AsOf({ at, className, label }: { at: number; className?: string; label?: (time: string) => string }) {
  const { t, i18n } = useTranslation();
  if (!at) return null;
  const date = new Date(at);
  const time = formatMoment(date, i18n.language === 'en' ? 'en' : 'zh');
  return (
    <small className={className} data-testid="as-of">
      <time dateTime={date.toISOString()}>{label ? label(time) : t('offline.asOf', { time })}</time>
    </small>
  );
}
