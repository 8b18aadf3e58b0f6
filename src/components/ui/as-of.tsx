import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/** "Prices as of <time>" stamp for prices that are not live: `at` comes from `asOfTime` (src/lib/as-of.ts). */
export function AsOf({ at, className }: { at: number; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!at) return null;
  const date = new Date(at);
  const time = formatMoment(date, i18n.language === 'en' ? 'en' : 'zh');
  return (
    <small className={className} data-testid="as-of">
      <time dateTime={date.toISOString()}>{t('offline.asOf', { time })}</time>
    </small>
  );
}
