import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MySignup } from '../../api/get-my-activities.ts';
import { useLocale } from '../../../../app/layout/use-locale.ts';
import { NetworkError } from '../../../../lib/api-client.ts';
import { formatEventTime } from '../../../../lib/format.ts';
import styles from './club.module.css';

/** The member's upcoming sign-ups with time and meeting point (user data: fetched live, never persisted). */
export function MyEvents({ query }: { query: UseQueryResult<MySignup[]> }) {
  const { t } = useTranslation('content');
  const { locale } = useLocale();
  const upcoming = (query.data ?? []).filter((m) => m.status === 'upcoming');
  let body;
  if (query.data) {
    body =
      upcoming.length === 0 ? (
        <p className={styles.mineEmpty}>{t('club.myEventsEmpty')}</p>
      ) : (
        <ul className={styles.mineList}>
          {upcoming.map((m) => (
            <li key={m.id} className={styles.mine}>
              <span className={styles.mineTitle}>{m.title}</span>
              <span>
                <time dateTime={m.starts_at}>{formatEventTime(m.starts_at, locale)}</time>
              </span>
              <span className={styles.mineWhere}>{m.location}</span>
            </li>
          ))}
        </ul>
      );
  } else if (query.error) {
    body = <p className={styles.mineEmpty}>{query.error instanceof NetworkError ? t('club.myEventsOffline') : t('common.loadFailed')}</p>;
  } else {
    body = <p className={styles.mineEmpty}>{t('common.loading')}</p>;
  }
  return (
    <aside className={styles.myEvents} aria-labelledby="my-events-title" data-testid="my-events">
      <h3 id="my-events-title" className={styles.mineHead}>
        {t('club.myEvents')}
      </h3>
      <p className={styles.mineLead}>{t('club.myEventsLead')}</p>
      {body}
    </aside>
  );
}
