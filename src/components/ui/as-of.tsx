import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../lib/intl-cache.ts';

/** "Prices as of <time>" stamp for prices that are not live: `at` comes from `asOfTime` (src/lib/as-of.ts). */
export function AsOf({ at, className }: { at: number; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!at) return null;
  const date = new Date(at);
  const time = dateTimeFormat(i18n.language === 'en' ? 'en-US' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <small className={className} data-testid="as-of">
      <time dateTime={date.toISOString()}>{t('offline.asOf', { time })}</time>
    </small>
  );
}
