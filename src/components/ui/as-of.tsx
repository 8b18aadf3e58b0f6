import { useTranslation } from 'react-i18next';

/** "As of <time>" stamp for cached prices: shown when the data came from an earlier visit. */
export function AsOf({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!updatedAt) return null;
  const time = new Date(updatedAt).toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <small className={className} data-testid="as-of">
      {t('offline.asOf', { time })}
    </small>
  );
}
